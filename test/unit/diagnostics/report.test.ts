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

describe('report of many diagnostics of one kind', () => {
  // 100,000 bad footer links printed 200,008 lines.
  const many = Array.from({ length: 100_000 }, (_, i) => ({ severity: 'error' as const, code: 'invalid-config', message: `config key \`footer.links[${i}].href\`: bad`, file: 'config/site.ts', line: 9, hint: 'Fix the value.' }));
  const other = { severity: 'warning' as const, code: 'unknown-front-matter-key', message: 'unknown key', file: 'config/site.ts', line: 10 };

  it('shows 20 of a kind per file, then how many more, and counts them all', () => {
    const lines = report([...many, other], 'text').split('\n');
    expect(lines.filter((l) => l.includes('invalid-config'))).toHaveLength(21);
    expect(lines).toContain('… and 99,980 more errors (invalid-config) in config/site.ts');
    expect(lines).toContain('config/site.ts:10 warning unknown key (unknown-front-matter-key)');
    expect(lines.at(-1)).toBe('100000 errors, 1 warning');
    expect(lines.length).toBeLessThan(50);
  });

  it('caps GitHub annotations the same way, and keeps every one in JSON', () => {
    expect(report(many, 'github').split('\n')).toHaveLength(21);
    expect((JSON.parse(report(many, 'json')) as { diagnostics: unknown[] }).diagnostics).toHaveLength(100_000);
  });
});
