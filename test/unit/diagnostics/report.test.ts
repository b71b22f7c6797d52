import { describe, expect, it } from 'vitest';
import { BrokenAnchor, DuplicateRoute } from '../../../src/diagnostics/diagnostic.ts';
import { report } from '../../../src/diagnostics/report.ts';

const diagnostics = [
  new DuplicateRoute('two pages at "/docs/x"', { file: 'b.md', line: 1 }).toDiagnostic(),
  new BrokenAnchor('no id "x"', { file: 'a.md', line: 3, column: 5, hint: 'Did you mean "#y"?' }).toDiagnostic(),
];

describe('report', () => {
  it('prints file:line:column, severity, message, code and hint, grouped by file', () => {
    expect(report(diagnostics, 'text')).toBe(
      'a.md:3:5 error no id "x" (broken-anchor)\n  hint: Did you mean "#y"?\n\nb.md:1 warning two pages at "/docs/x" (duplicate-route)\n\n1 error, 1 warning',
    );
  });

  it('prints the same data as JSON', () => {
    const parsed = JSON.parse(report(diagnostics, 'json')) as { diagnostics: unknown[] };
    expect(parsed.diagnostics[0]).toEqual({ severity: 'error', code: 'broken-anchor', message: 'no id "x"', file: 'a.md', line: 3, column: 5, hint: 'Did you mean "#y"?' });
  });

  it('prints GitHub annotations', () => {
    expect(report(diagnostics, 'github').split('\n')[0]).toBe('::error file=a.md,line=3,col=5,title=broken-anchor::no id "x"%0ADid you mean "#y"?');
  });
});
