import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSummary, isInteractive, progress } from '../../../src/diagnostics/summary.ts';

const input = {
  pagesPerLocale: { en: 33, es: 33 },
  diagnostics: [{ severity: 'warning' as const, code: 'x', message: 'm' }],
  timings: { load: 120, parse: 1500, render: 800 },
  totalMs: 2600,
  outDir: 'build',
};

describe('buildSummary', () => {
  it('lists pages per locale, warnings and time per phase on a terminal', () => {
    expect(buildSummary(input, false)).toBe(
      'Built 66 pages in 2 locales (en 33, es 33) to build; 1 warning; 2.6 s\n  time: load 120 ms, parse 1.5 s, render 800 ms',
    );
  });
  it('is one plain line in CI', () => {
    expect(buildSummary(input, true)).toBe('Built 66 pages in 2 locales (en 33, es 33) to build; 1 warning; 2.6 s');
  });
});

describe('isInteractive', () => {
  const tty = { isTTY: true } as NodeJS.WriteStream;
  it('is off in CI and when output is not a terminal', () => {
    expect(isInteractive(tty, {})).toBe(true);
    expect(isInteractive(tty, { CI: 'true' })).toBe(false);
    expect(isInteractive({ isTTY: false } as NodeJS.WriteStream, {})).toBe(false);
  });
});

describe('progress', () => {
  // Fake time: what must not be drawn yet, or at all, is checked without waiting for it.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the running phase after the delay and erases itself', () => {
    let out = '';
    const stream = { write: (s: string) => ((out += s), true) } as unknown as NodeJS.WriteStream;
    const p = progress(stream, true, 700);
    p.phase('parse');
    vi.advanceTimersByTime(600);
    expect(out).toBe('');
    vi.advanceTimersByTime(300);
    p.done();
    expect(out).toContain('building… parse');
    expect(out.endsWith('\r\x1b[2K')).toBe(true);
  });
  it('writes nothing when disabled', () => {
    let out = '';
    const stream = { write: (s: string) => ((out += s), true) } as unknown as NodeJS.WriteStream;
    const p = progress(stream, false, 0);
    p.phase('parse');
    vi.advanceTimersByTime(60_000);
    p.done();
    expect(out).toBe('');
  });
});

describe('buildSummary on a site dated by a bulk import', () => {
  const imported = { ...input, commitDated: [{ commit: 'a1b2c3d', time: 1709251200, subject: 'Import', imported: 40, files: ['docs/terms.md', 'docs/privacy.md'] }] };
  it('says which documents show the import day and how to give them their dates, in CI too', () => {
    const note =
      '  dates: 2 documents show 2024-03-01 as last updated: the day commit a1b2c3d added 40 documents at once (an import), ' +
      'and they have no last_update in front matter and no later commit. Give each its real date, e.g. in docs/terms.md: last_update: { date: YYYY-MM-DD }';
    expect(buildSummary(imported, true)).toBe(`Built 66 pages in 2 locales (en 33, es 33) to build; 1 warning; 2.6 s\n${note}`);
    expect(buildSummary(imported, false).split('\n')).toEqual([expect.stringMatching(/^Built/), expect.stringMatching(/^ {2}time:/), note]);
  });
});

describe('buildSummary on a site where one commit dates many documents', () => {
  it('names the commit and says how to date the documents whose terms it did not change', () => {
    const swept = { ...input, commitDated: [{ commit: 'd4e5f6a', time: 1730548800, subject: 'Rename the company', files: ['docs/a.md', 'docs/b.md'] }] };
    expect(buildSummary(swept, true).split('\n')[1]).toBe(
      '  dates: 2 documents show 2024-11-02 as last updated: the day of commit d4e5f6a ("Rename the company"), the last to change the text of each ' +
        '(whitespace and line endings do not count), and they have no last_update in front matter. ' +
        'If that commit changed no terms of some, give those their real date, e.g. in docs/a.md: last_update: { date: YYYY-MM-DD }',
    );
  });
});
