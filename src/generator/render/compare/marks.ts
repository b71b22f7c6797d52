// What marks a change in the compared HTML: <ins>/<del> around the changed text, each opening and
// closing with a text mark for screen readers and print (never colour alone). The marks are empty
// placeholders here, filled with the page's language when the changes page is rendered.
// In: a change and the nodes it covers; out: the wrapper element.

import type { Element, ElementContent } from 'hast';

export type Change = 'added' | 'removed';

/** A placeholder mark; render.ts replaces `<span data-mark="added-start"></span>` with text. */
const mark = (name: string): Element => ({ type: 'element', tagName: 'span', properties: { dataMark: name }, children: [] });

/**
 * `<ins>` or `<del>` around `children`; `open`/`close` say whether the change starts or ends
 * here (a change spanning a link and the text after it is two wrappers, but one change).
 */
export function changeWrapper(change: Change, children: ElementContent[], open = true, close = true): Element {
  return {
    type: 'element',
    tagName: change === 'added' ? 'ins' : 'del',
    properties: { className: [change === 'added' ? 'diff-ins' : 'diff-del'] },
    children: [...(open ? [mark(`${change}-start`)] : []), ...children, ...(close ? [mark(`${change}-end`)] : [])],
  };
}
