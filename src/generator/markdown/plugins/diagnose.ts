// Diagnostics from our plugins: a problem at a node, or at an offset in the document's text.
// In: the VFile, a problem class, its message and hint, and where; out: a diagnostic added to
// file.data.diagnostics, located by line and column in the document's own file.

import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic, Problem } from '../../../diagnostics/diagnostic.ts';
import { lineStarts, positionIn } from '../../../shared/source-text.ts';

type ProblemClass = new (message: string, where: { file?: string; line?: number; column?: number; hint?: string }) => Problem;

// Where each line of a file's text starts, found once per file: a document with many diagnostics
// (thousands of MDX fragments) would otherwise be read from its start for each.
const startsOf = new WeakMap<VFile, number[]>();

/** Line and column (both from 1) of `offset` in the file's text. */
function pointAt(file: VFile, offset: number): { line: number; column: number } {
  let starts = startsOf.get(file);
  if (!starts) {
    starts = lineStarts(String(file.value));
    startsOf.set(file, starts);
  }
  return positionIn(starts, offset);
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
