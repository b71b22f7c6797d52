// remark plugin: honours an id at the end of a heading: `{#custom-id}`, or a Python-Markdown /
// kramdown attribute list `{: #custom-id }` (at the end, or alone on the next line as kramdown
// also allows). In: an mdast tree; out: the marker stripped from the text (or its line dropped)
// and the id set on the heading; anything else in an attribute list (`.class`, `key=value`) is
// left out with a warning.

import type { Heading, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { parseAttributeList, warnUnsupported } from './attribute-lists.ts';

// `{#id}` and `{#id .class}` (Python-Markdown takes both), or anything written `{: …}`.
const marker = /[ \t]*(\{(:?)[ \t]*([^{}]*?)[ \t]*\})[ \t]*$/;

/** hast property flagging an author-chosen id, so unique-ids lets it win; removed there. */
export const explicitFlag = 'dataLdExplicitId';

function setId(node: Heading, id: string): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id, [explicitFlag]: true } };
}

/** A paragraph holding nothing but `{: …}` with an id, as written, and its parts. */
function idLine(node: RootContent | undefined) {
  const only = node?.type === 'paragraph' && node.children.length === 1 ? node.children[0] : undefined;
  const m = only?.type === 'text' ? /^\{:[ \t]*([^{}\n]*?)[ \t]*\}$/.exec(only.value.trim()) : null;
  const list = m ? parseAttributeList(m[1]!) : undefined;
  return list?.id === undefined ? undefined : { written: m![0], list, id: list.id };
}

/** kramdown's block form: the line after a heading holds `{: #id}`. */
function idLines(children: RootContent[], file: VFile): void {
  for (let i = children.length - 1; i > 0; i--) {
    const heading = children[i - 1]!;
    const line = idLine(children[i]);
    if (heading.type !== 'heading' || !line || heading.data?.hProperties?.[explicitFlag]) continue;
    setId(heading, line.id);
    for (const other of line.list.others) warnUnsupported(file, line.written, children[i]!, `"${other}"`);
    children.splice(i, 1);
  }
}

/** Takes an id at the end of a heading's text (`{#id}`, `{: #id .other}`) onto the heading. */
function endId(node: Heading, file: VFile): void {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return;
  const match = marker.exec(last.value);
  const list = match && parseAttributeList(match[3]!);
  // Without the colon, braces are an attribute list only when they hold an id: "Section {A}" is text.
  if (!list || (!match[2] && list.id === undefined)) return;
  last.value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  for (const other of list.others) warnUnsupported(file, match[1]!, node, `"${other}"`);
  if (list.id !== undefined) setId(node, list.id);
}

// Headings are flow content: in the root, quotes, lists, footnotes and directives, never inside
// paragraphs or tables, whose (phrasing) content the walk below skips.
const phrasingParents = new Set(['paragraph', 'heading', 'table']);

/** Each heading below `parent`, in document order, each parent's kramdown id lines taken first. */
function walk(parent: Parent, file: VFile, kramdown: boolean): void {
  if (kramdown) idLines(parent.children, file);
  for (const child of parent.children) {
    if (child.type === 'heading') endId(child, file);
    else if ('children' in child && !phrasingParents.has(child.type)) walk(child as Parent, file, kramdown);
  }
}

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => walk(tree, file, String(file.value).includes('{:'));
}
