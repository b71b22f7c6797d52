// remark plugin: Python-Markdown / kramdown attribute lists (`{: #id lang="es" .class}`) that are
// not heading ids. In: an mdast tree (heading-ids has taken the heading ids, dated-line the date
// line); out: a list alone on a paragraph's last line given to that paragraph (to its list item in
// a list), one right after an inline element (`*De Todos*{: lang="es" }`) to that element — their
// id (an anchor links use, as on the site the text came from) and lang, dir and title; every other
// part, and every other `{: …}`, taken out of the text with a warning at its line (a stray
// `{: datetime="2024-01-01"}` on a privacy policy would look broken to readers), paragraphs left
// empty removed. Also the parser of an attribute list's inside, which heading-ids uses.

import type { Nodes, Paragraph, Parent, PhrasingContent, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { UnsupportedAttributeList } from '../../../diagnostics/diagnostic.ts';
import { diagnose, excerpt } from './diagnose.ts';
import { eachNode } from './walk.ts';

/** hast property flagging an author-chosen id (a heading's or an attribute list's), so unique-ids lets it win; removed there. */
export const explicitFlag = 'dataLdExplicitId';

/** The parts of an attribute list: its id and the tokens we do not support (classes, key=value). */
export interface AttributeList {
  id?: string;
  others: string[];
}

const token = /\s*(#[^\s{}]+|\.[^\s{}]+|[\w:-]+=(?:"[^"]*"|'[^']*'|[^\s"'{}]+))/y;

/** Splits the inside of `{…}` into its tokens; undefined when it is not an attribute list. */
export function parseAttributeList(inner: string): AttributeList | undefined {
  const list: AttributeList = { others: [] };
  let end = 0;
  token.lastIndex = 0;
  for (let m = token.exec(inner); m; m = token.exec(inner)) {
    end = token.lastIndex;
    if (m[1]!.startsWith('#') && list.id === undefined) list.id = m[1]!.slice(1);
    else list.others.push(m[1]!);
  }
  return inner.slice(end).trim() ? undefined : list;
}

const hint = 'Remove it. A heading takes an id at its end ("## Title {#id}" or "## Title {: #id}"), a paragraph or a phrase an id, lang, dir or title ("{: #id lang=\\"fr\\" }" on its last line, or right after the phrase), and the document its date from a line such as "Effective 1 May 2025" followed by {: datetime="2025-05-01" }; classes and other attributes are not published.';

/** Where `written` is in the source of `node`, searching from `from`: an offset into the document, or the node. */
function locate(file: VFile, node: Nodes, written: string, from = node.position?.start.offset): Nodes | number {
  const end = node.position?.end.offset;
  const at = from === undefined ? -1 : String(file.value).indexOf(written, from);
  return at === -1 || end === undefined || at >= end ? node : at;
}

/**
 * Warns that `written`, in `node`, is left out of the page (or, with `parts`, each of those parts
 * of it); searched for once, from `from`. Out: the offset after it, when found.
 */
export function warnUnsupported(file: VFile, written: string, node: Nodes, parts?: string[], from?: number): number | undefined {
  const at = locate(file, node, written, from);
  const list = excerpt(written);
  if (!parts) diagnose(file, UnsupportedAttributeList, `attribute list "${list}" is not supported, so it is left out of the page`, hint, at);
  for (const part of parts ?? []) diagnose(file, UnsupportedAttributeList, `"${excerpt(part)}" in attribute list "${list}" is not supported, so it is left out`, hint, at);
  return typeof at === 'number' ? at + written.length : undefined;
}

// A preceding line break goes with it: `{: …}` alone on the line after a paragraph leaves nothing.
// A match starts at a line break or the first of a run of blanks, never inside the run: tried
// from each blank, a long run without `{:` after it cost its length squared.
const stray = /(?:\n|(?<![ \t]))[ \t]*\{:[^{}\n]*\}/g;
// A list alone on a paragraph's last line, and one right at the start of the text after an element.
const lastLine = /\n[ \t]*(\{:([^{}\n]*)\})[ \t]*$/;
const leading = /^\{:([^{}\n]*)\}/;

/** Attributes of text that any element may carry, which a list may set. */
const textAttributes = new Set(['lang', 'dir', 'title']);
const attribute = /^([\w:-]+)=(?:"([^"]*)"|'([^']*)'|(.*))$/s;

/**
 * Gives `target` what `written` (an attribute list) sets: its id and text attributes, the id kept
 * as the author's (unique-ids.ts); warns about each other part. False when it is no attribute list
 * or sets none of those.
 */
function apply(target: Nodes, written: string, inner: string, file: VFile, at: Nodes, from: number | undefined): boolean {
  const list = parseAttributeList(inner);
  if (!list) return false;
  const properties: Record<string, string | boolean> = {};
  const others: string[] = [];
  if (list.id !== undefined) Object.assign(properties, { id: list.id, [explicitFlag]: true });
  for (const part of list.others) {
    const m = attribute.exec(part);
    if (m && textAttributes.has(m[1]!)) properties[m[1]!] = m[2] ?? m[3] ?? m[4]!;
    else others.push(part);
  }
  // A list that sets nothing (`{: .lead }`) is left out whole, and said so.
  if (!Object.keys(properties).length) return false;
  target.data = { ...target.data, hProperties: { ...target.data?.hProperties, ...properties } };
  if (others.length) warnUnsupported(file, written, at, others, from);
  return true;
}

const inline = new Set(['emphasis', 'strong', 'delete', 'link', 'inlineCode']);

/** Takes every `{: …}` out of a text node — given to its paragraph or the element before it, or warned about. */
function strip(node: Text, index: number, parent: Parent, outer: Parent | undefined, file: VFile): void {
  if (!node.value.includes('{:')) return;
  let from = node.position?.start.offset;
  const before = parent.children[index - 1];
  const first = leading.exec(node.value);
  if (first && before && inline.has(before.type) && apply(before, first[0], first[1]!, file, node, from)) {
    node.value = node.value.slice(first[0].length);
    from = locateEnd(file, node, first[0], from);
  }
  const last = parent.type === 'paragraph' && index === parent.children.length - 1 ? lastLine.exec(node.value) : null;
  // In a list item the paragraph may be no <p> of its own (a tight list): the item takes it.
  const owner = outer?.type === 'listItem' && outer.children[0] === parent ? outer : parent;
  if (last && apply(owner as Nodes, last[1]!, last[2]!, file, node, from)) node.value = node.value.slice(0, last.index);
  node.value = node.value.replace(stray, (whole) => {
    from = warnUnsupported(file, whole.trim(), node, undefined, from) ?? from;
    return '';
  });
}

/** The offset after `written` in the source of `node`, searching from `from`. */
function locateEnd(file: VFile, node: Nodes, written: string, from: number | undefined): number | undefined {
  const at = locate(file, node, written, from);
  return typeof at === 'number' ? at + written.length : from;
}

function walk(parent: Parent, outer: Parent | undefined, file: VFile): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'text') strip(child, index, parent, outer, file);
    else if ('children' in child) walk(child, parent, file);
  });
}

const isEmpty = (p: Paragraph) => p.children.every((c: PhrasingContent) => c.type === 'text' && !c.value.trim());

/** Drops the paragraphs `strip` left empty. */
function dropEmpty(parent: { children: Nodes[] }): void {
  parent.children = parent.children.filter((c) => !(c.type === 'paragraph' && c.children.length && isEmpty(c)));
}

export default function remarkAttributeLists() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('{:')) return;
    walk(tree, undefined, file);
    dropEmpty(tree);
    eachNode<Nodes>(tree, (node) => {
      if ('children' in node) dropEmpty(node as { children: Nodes[] });
    });
  };
}
