// remark plugin: the date line of kramdown / Python-Markdown legal texts — a line of the document's
// own (`Effective March 18, 2024`, `Version 1.2, effective 1 November 2023`, `Last Updated …`,
// `Gültig ab …`, `5. November 2025`) followed by an attribute list `{: datetime="YYYY-MM-DD" }`
// (on the next line, or at the end of it), as Mozilla's legal documents date themselves.
// In: an mdast tree; out: the first such line at the document's top level recorded in
// file.data.datedLine (its date, whether it is an effective or a last-updated date, where the list
// is), the list taken out of the page and the line kept as the author wrote it.

import type { Paragraph, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

/** A date a document's text states on its date line. */
export interface DatedLine {
  /** YYYY-MM-DD, as the attribute list gives it. */
  date: string;
  /**
   * What the line says the date is, read from its English words: a "Last updated" (or revised,
   * modified) line dates a correction; any other ("Effective …", "Version 1.2, …") the text in force.
   */
  kind: 'effective' | 'updated';
  /** Where the attribute list is (1-based). */
  line: number;
  column: number;
}

// The list on the paragraph's last line, `{: datetime="2024-03-18" }` quoted either way: alone on
// it, or at the end of the line (`Effective October 31, 2025 {: datetime="2025-10-31" }`). A match
// starts at the line break or the first of a run of blanks, so a long run is not tried from each.
const list = /(?:\n|(?<![ \t]))[ \t]*\{:[ \t]*datetime=(["'])(\d{4}-\d{2}-\d{2})\1[ \t]*\}[ \t]*$/;

/** Whether a date line's words name a last update rather than the day the text took effect. */
export function dateLineKind(words: string): DatedLine['kind'] {
  if (/\beffective\b|\bin (?:effect|force)\b/i.test(words)) return 'effective';
  return /\b(?:updated|revised|modified|amended)\b/i.test(words) ? 'updated' : 'effective';
}

/** The date line of a paragraph that is one line of text and its `{: datetime=… }`, taken off it. */
function datedParagraph(node: Paragraph, file: VFile): DatedLine | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const m = list.exec(last.value);
  if (!m) return undefined;
  const before = last.value.slice(0, m.index).trimEnd();
  // One line of words: the list belongs to a date line, not to a paragraph of prose.
  if (node.children.slice(0, -1).some((c) => c.type === 'break') || before.includes('\n')) return undefined;
  // Found in the source from the paragraph's end: escapes earlier in the text make its value shorter.
  const source = String(file.value);
  const offset = Math.max(0, source.lastIndexOf('{:', last.position?.end.offset ?? source.length));
  const text = source.slice(0, offset);
  const line = text.split('\n').length;
  last.value = before;
  if (!before) node.children.pop();
  return { date: m[2]!, kind: dateLineKind(toString(node)), line, column: offset - text.lastIndexOf('\n') };
}

/**
 * The paragraph of a list of one item holding one: a date line written `5. November 2025` (German,
 * Finnish, Norwegian …) is, to markdown, a list numbered 5 — shown as written all the same.
 */
function onlyParagraph(node: RootContent): Paragraph | undefined {
  const item = node.type === 'list' && node.ordered && node.children.length === 1 ? node.children[0] : undefined;
  return item?.children.length === 1 && item.children[0]!.type === 'paragraph' ? item.children[0] : undefined;
}

export default function remarkDatedLine() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('datetime=')) return;
    for (const node of tree.children) {
      const line = node.type === 'paragraph' ? node : onlyParagraph(node);
      const found = line ? datedParagraph(line, file) : undefined;
      if (found) {
        (file.data as { datedLine?: DatedLine }).datedLine = found;
        return;
      }
    }
  };
}
