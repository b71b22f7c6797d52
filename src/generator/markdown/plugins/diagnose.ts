// Diagnostics from our plugins: a problem at a node, or at an offset in the document's text.
// In: the VFile, a problem class, its message and hint, and where; out: a diagnostic added to
// file.data.diagnostics, located by line and column in the document's own file.

import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic, Problem } from '../../../diagnostics/diagnostic.ts';

type ProblemClass = new (message: string, where: { file?: string; line?: number; column?: number; hint?: string }) => Problem;

/** Line and column (both from 1) of `offset` in `text`. */
function pointAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** Adds a diagnostic for `at`: a node (its start) or an offset into the document's text. */
export function diagnose(file: VFile, Kind: ProblemClass, message: string, hint: string, at: Node | number): void {
  const data = file.data as { diagnostics?: Diagnostic[]; sourceFile?: string };
  const point = typeof at === 'number' ? pointAt(String(file.value), at) : at.position?.start;
  (data.diagnostics ??= []).push(
    new Kind(message, { file: data.sourceFile ?? String(file.path), line: point?.line, column: point?.column, hint }).toDiagnostic(),
  );
}
