// The word diff of one paragraph, list item, table cell or heading: its phrasing content before and
// after, as one run of content with the deleted words in <del> and the inserted ones in <ins>,
// inside the links and emphasis they belong to. Runs `diff`'s array diff over the tokens.
// In: the older and newer phrasing nodes and the context; out: the merged nodes, and whether any changed.

import { diffArrays } from 'diff';
import type { Element, ElementContent } from 'hast';
import { shell, type Context } from './context.ts';
import { changeWrapper, type Change } from './marks.ts';
import { similarity, tokenize, type Token } from './tokens.ts';

type Op = 'same' | Change;
interface Item {
  token: Token;
  op: Op;
  old: boolean;
}

/** Below this share of shared words, a paragraph is shown deleted whole, then inserted whole. */
const REWRITE = 0.3;

/**
 * Orders each stretch between unchanged words as all its deletions, then all its insertions, and
 * lets a lone space between two changes join them: "<del>the quick</del><ins>a slow</ins>" reads
 * better than "<del>the</del><ins>a</ins> <del>quick</del><ins>slow</ins>".
 */
function tidy(items: Item[]): Item[] {
  const out: Item[] = [];
  let removed: Item[] = [];
  let added: Item[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.op === 'same') {
      // A run of spaces between two changes is part of the change.
      let j = i;
      while (j < items.length && items[j]!.op === 'same' && items[j]!.token.space) j++;
      const between = j > i && (removed.length || added.length) && j < items.length && items[j]!.op !== 'same';
      if (between) {
        for (let k = i; k < j; k++) {
          removed.push({ ...items[k]!, op: 'removed' });
          added.push({ ...items[k]!, op: 'added' });
        }
        i = j - 1;
        continue;
      }
      flush();
      out.push(item);
    } else (item.op === 'removed' ? removed : added).push(item);
  }
  flush();
  return out;
}

const shapes = new WeakMap<Element, string>();
/**
 * Two inline elements are one when they look the same (name and attributes but the id): the link
 * of the older text and that of the newer one stay one link around "<del>old</del><ins>new</ins> terms".
 */
function sameElement(a: Element, b: Element): boolean {
  const shape = (e: Element) => {
    let key = shapes.get(e);
    if (key === undefined) {
      const { id: _id, ...properties } = e.properties;
      shapes.set(e, (key = `${e.tagName} ${JSON.stringify(properties)}`));
    }
    return key;
  };
  return a === b || shape(a) === shape(b);
}

/** Items back into nodes: the inline elements reopened around each run, changes wrapped. */
function build(items: Item[], ctx: Context): ElementContent[] {
  const root: ElementContent[] = [];
  // The open inline elements: their source (to tell two links apart) and their copy.
  let open: { source: Element; copy: Element }[] = [];
  // The change being written: its wrapper sits inside the first `depth` open elements.
  let wrapper: { change: Change; element: Element; depth: number } | undefined;
  const target = () => (wrapper && wrapper.depth === open.length ? wrapper.element.children : (open.at(-1)?.copy.children ?? root));
  const endChange = () => {
    // Elements opened inside the wrapper close with it.
    open = open.slice(0, wrapper!.depth);
    wrapper = undefined;
  };
  items.forEach((item, i) => {
    const { token, op } = item;
    if (wrapper && wrapper.change !== op) endChange();
    let common = 0;
    while (common < open.length && common < token.path.length && sameElement(open[common]!.source, token.path[common]!)) common++;
    if (common < open.length) {
      open = open.slice(0, common);
      // The change goes on outside the element it started in, in a wrapper of its own.
      if (wrapper && wrapper.depth > common) wrapper = undefined;
    }
    for (const source of token.path.slice(common)) {
      const copy = shell(source, item.old, ctx);
      target().push(copy);
      open.push({ source, copy });
    }
    if (op !== 'same' && !wrapper) {
      const element = changeWrapper(op, [], items[i - 1]?.op !== op, false);
      target().push(element);
      wrapper = { change: op, element, depth: open.length };
    }
    const into = target();
    const last = into.at(-1);
    if (token.atom) into.push(item.old ? { ...shell(token.atom, true, ctx), children: token.atom.children } : token.atom);
    else if (last?.type === 'text') last.value += token.text;
    else into.push({ type: 'text', value: token.text });
    // The change's closing mark goes after its last token, whatever element that is in.
    if (op !== 'same' && items[i + 1]?.op !== op) {
      wrapper!.element.children.push(...changeWrapper(op, [], false, true).children);
      endChange();
    }
  });
  return root;
}

/** Items from the diff of two token lists: unchanged tokens take the newer document's formatting. */
function items(before: Token[], after: Token[]): Item[] {
  const out: Item[] = [];
  let i = 0;
  let j = 0;
  for (const part of diffArrays(before, after, { comparator: (a, b) => a.key === b.key })) {
    for (let k = 0; k < part.count; k++) {
      if (part.removed) out.push({ token: before[i++]!, op: 'removed', old: true });
      else if (part.added) out.push({ token: after[j++]!, op: 'added', old: false });
      else {
        out.push({ token: after[j++]!, op: 'same', old: false });
        i++;
      }
    }
  }
  return out;
}

export interface InlineDiff {
  nodes: ElementContent[];
  changed: boolean;
}

/** Compares two runs of phrasing content (the children of a paragraph, cell or heading). */
export function diffInline(before: readonly ElementContent[], after: readonly ElementContent[], ctx: Context): InlineDiff {
  const a = tokenize(before, ctx.lang);
  const b = tokenize(after, ctx.lang);
  if (a.length === b.length && a.every((t, k) => t.key === b[k]!.key)) return { nodes: [...after], changed: false };
  // A rewrite reads better as the old text struck through, then the new one.
  const rewritten = similarity(a, b) < REWRITE;
  const list = rewritten
    ? [...a.map((token) => ({ token, op: 'removed' as const, old: true })), ...b.map((token) => ({ token, op: 'added' as const, old: false }))]
    : tidy(items(a, b));
  return { nodes: build(list, ctx), changed: true };
}
