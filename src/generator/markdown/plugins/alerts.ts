// remark plugin: GitHub's alerts — a blockquote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` — as the same callouts as admonitions. In: an mdast
// tree; out: each such blockquote an admonition (admonitions.ts) without its marker, and a warning
// at a marker GitHub does not know (`[!DANGER]`), which stays text as it does on GitHub.

import type { Blockquote, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { UnknownAlert } from '../../../diagnostics/diagnostic.ts';
import { makeAdmonition, type AdmonitionType } from './admonitions.ts';
import { diagnose } from './diagnose.ts';
import { eachNode } from './walk.ts';

/** GitHub's alert types, as the admonition each becomes. */
const alertTypes: Record<string, AdmonitionType> = { NOTE: 'note', TIP: 'tip', IMPORTANT: 'important', WARNING: 'warning', CAUTION: 'caution' };

// The marker, then the rest of its line (GitHub wants it alone there; docs.github.com's own
// renderer, and authors, also write text after it, which is kept as the callout's first words).
const marker = /^\[!([A-Za-z]+)\][ \t]*\n?/;

function convert(node: Blockquote, file: VFile, text: string): void {
  const first = node.children[0];
  if (first?.type !== 'paragraph') return;
  const lead = first.children[0];
  if (lead?.type !== 'text') return;
  const m = marker.exec(lead.value);
  // `\[!NOTE]` is text: the parser took the backslash away, the source still has it.
  const start = lead.position?.start.offset;
  if (!m || (start !== undefined && text[start] !== '[')) return;
  const type = alertTypes[m[1]!.toUpperCase()];
  if (!type) {
    diagnose(
      file,
      UnknownAlert,
      `"${m[0].trim()}" is not a GitHub alert, so it shows as text`,
      'GitHub alerts are [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] and [!CAUTION]; for another type use an admonition (":::danger" … ":::"), or write \\[! to keep the text.',
      lead,
    );
    return;
  }
  lead.value = lead.value.slice(m[0].length);
  if (!lead.value) first.children.shift();
  // A line break left at the start of what follows the marker is not content.
  if (first.children[0]?.type === 'break') first.children.shift();
  if (first.children.length === 0) node.children.shift();
  makeAdmonition(node, type);
}

export default function remarkAlerts() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    if (!text.includes('[!')) return;
    eachNode<Nodes>(tree, (node) => {
      if (node.type === 'blockquote') convert(node, file, text);
    });
  };
}
