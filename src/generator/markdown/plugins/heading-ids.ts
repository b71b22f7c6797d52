// remark plugin: honours an id at the end of a heading: `{#custom-id}`, or a Python-Markdown /
// kramdown attribute list `{: #custom-id }` (at the end, or alone on the next line as kramdown
// also allows). In: an mdast tree; out: the marker stripped from the text (or its line dropped)
// and the id set on the heading; anything else in an attribute list (`.class`, `key=value`) is
// left out with a warning.

import type { Heading, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { explicitFlag, parseAttributeList, warnUnsupported } from './attribute-lists.ts';

const blank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * The `{…}` that ends `text` (blanks after it aside) with no brace inside: `{#id}` and `{#id .class}`
 * (Python-Markdown takes both), or anything written `{: …}`. Found by searching the string, not by
 * a pattern: the backtracking pattern this replaces took 53 s on a heading of 5,000 spaces.
 * Out: where its blanks before it start, the braces as written, whether a colon opens it, its inside.
 */
function trailingBraces(text: string): { start: number; written: string; colon: boolean; inner: string } | undefined {
  let end = text.length;
  while (blank(text[end - 1])) end--;
  if (text[end - 1] !== '}') return undefined;
  const open = text.lastIndexOf('{', end - 1);
  if (open === -1 || text.indexOf('}', open) !== end - 1) return undefined;
  let start = open;
  while (blank(text[start - 1])) start--;
  const colon = text[open + 1] === ':';
  return { start, written: text.slice(open, end), colon, inner: text.slice(open + (colon ? 2 : 1), end - 1).trim() };
}

function setId(node: Heading, id: string): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id, [explicitFlag]: true } };
}

/** A paragraph holding nothing but `{: …}` with an id, as written, and its parts. */
function idLine(node: RootContent | undefined) {
  const only = node?.type === 'paragraph' && node.children.length === 1 ? node.children[0] : undefined;
  const braces = only?.type === 'text' ? trailingBraces(only.value.trim()) : undefined;
  if (!braces || braces.start !== 0 || !braces.colon || braces.inner.includes('\n')) return undefined;
  const list = parseAttributeList(braces.inner);
  return list?.id === undefined ? undefined : { written: braces.written, list, id: list.id };
}

/** kramdown's block form: the line after a heading holds `{: #id}`. */
function idLines(children: RootContent[], file: VFile): void {
  for (let i = children.length - 1; i > 0; i--) {
    const heading = children[i - 1]!;
    const line = idLine(children[i]);
    if (heading.type !== 'heading' || !line || heading.data?.hProperties?.[explicitFlag]) continue;
    setId(heading, line.id);
    if (line.list.others.length) warnUnsupported(file, line.written, children[i]!, line.list.others);
    children.splice(i, 1);
  }
}

/** Takes an id at the end of a heading's text (`{#id}`, `{: #id .other}`) onto the heading. */
function endId(node: Heading, file: VFile): void {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return;
  const braces = trailingBraces(last.value);
  const list = braces && parseAttributeList(braces.inner);
  // Without the colon, braces are an attribute list only when they hold an id: "Section {A}" is text.
  if (!list || (!braces.colon && list.id === undefined)) return;
  last.value = last.value.slice(0, braces.start);
  if (!last.value) node.children.pop();
  if (list.others.length) warnUnsupported(file, braces.written, node, list.others);
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
