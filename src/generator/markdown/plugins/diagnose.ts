// Diagnostics from our plugins: a problem at a node, or at an offset in the document's text.
// In: the VFile, a problem class, its message and hint, and where; out: a diagnostic added to
// file.data.diagnostics, located by line and column in the document's own file.

import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic, Problem } from '../../../diagnostics/diagnostic.ts';

type ProblemClass = new (message: string, where: { file?: string; line?: number; column?: number; hint?: string }) => Problem;

// Where each line of a file's text starts, found once per file: a document with many diagnostics
// (thousands of MDX fragments) would otherwise be read from its start for each.
const lineStarts = new WeakMap<VFile, number[]>();

/** Line and column (both from 1) of `offset` in the file's text. */
function pointAt(file: VFile, offset: number): { line: number; column: number } {
  let starts = lineStarts.get(file);
  if (!starts) {
    const text = String(file.value);
    starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts.set(file, starts);
  }
  // The last line starting at or before the offset.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/** Text from the document as a message quotes it: at most 60 characters, however long it is. */
export const excerpt = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/** Adds a diagnostic for `at`: a node (its start) or an offset into the document's text. */
export function diagnose(file: VFile, Kind: ProblemClass, message: string, hint: string, at: Node | number): void {
  const data = file.data as { diagnostics?: Diagnostic[]; sourceFile?: string };
  const point = typeof at === 'number' ? pointAt(file, at) : at.position?.start;
  (data.diagnostics ??= []).push(
    new Kind(message, { file: data.sourceFile ?? String(file.path), line: point?.line, column: point?.column, hint }).toDiagnostic(),
  );
}
