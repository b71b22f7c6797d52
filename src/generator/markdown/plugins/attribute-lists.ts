// remark plugin: Python-Markdown / kramdown attribute lists (`{: #id .class key="value"}`) that are
// not heading ids, which we do not render. In: an mdast tree (heading-ids has taken the heading
// ids); out: every remaining `{: …}` taken out of the text with a warning at its line — a stray
// `{: datetime="2024-01-01"}` on a privacy policy would look broken to readers — and paragraphs
// left empty removed. Also the parser of an attribute list's inside, which heading-ids uses.

import type { Nodes, Paragraph, Root } from 'mdast';
import type { VFile } from 'vfile';
import { UnsupportedAttributeList } from '../../../diagnostics/diagnostic.ts';
import { diagnose, excerpt } from './diagnose.ts';
import { eachNode } from './walk.ts';

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

const hint = 'Remove it. A heading takes an id at its end ("## Title {#id}" or "## Title {: #id}"), and the document its date from a line such as "Effective 1 May 2025" followed by {: datetime="2025-05-01" }; classes and other attributes are not published.';

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

/** Takes every `{: …}` out of a text node, warning about each at its place in the document. */
function strip(node: Nodes, file: VFile): void {
  if (node.type !== 'text' || !node.value.includes('{:')) return;
  let from = node.position?.start.offset;
  node.value = node.value.replace(stray, (whole) => {
    from = warnUnsupported(file, whole.trim(), node, undefined, from) ?? from;
    return '';
  });
}

const isEmpty = (p: Paragraph) => p.children.every((c) => c.type === 'text' && !c.value.trim());

/** Drops the paragraphs `strip` left empty. */
function dropEmpty(parent: { children: Nodes[] }): void {
  parent.children = parent.children.filter((c) => !(c.type === 'paragraph' && c.children.length && isEmpty(c)));
}

export default function remarkAttributeLists() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('{:')) return;
    eachNode<Nodes>(tree, (node) => strip(node, file));
    dropEmpty(tree);
    eachNode<Nodes>(tree, (node) => {
      if ('children' in node) dropEmpty(node as { children: Nodes[] });
    });
  };
}
