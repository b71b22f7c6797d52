// The build measurement reads `legaldocs build --format json`; if that shape changes, this fails first.
import { describe, expect, it } from 'vitest';
import { parseBuildOutput } from '../../../../bench/measure/build.ts';

describe('parseBuildOutput', () => {
  it('reads the page count, the total and every phase of `legaldocs build --format json`', () => {
    const stdout = JSON.stringify({
      diagnostics: [],
      written: true,
      pagesPerLocale: { en: 33, de: 30 },
      totalMs: 2188,
      timings: { load: 257, parse: 82, site: 47, check: 22, assets: 207, render: 1287, write: 285 },
    });
    expect(parseBuildOutput(stdout)).toEqual({
      pages: 63,
      internalMs: 2188,
      phases: { load: 257, parse: 82, site: 47, check: 22, assets: 207, render: 1287, write: 285 },
    });
  });

  it('reads how many documents were parsed, when the build reports it', () => {
    const stdout = JSON.stringify({ diagnostics: [], written: true, pagesPerLocale: { en: 33 }, parsed: 11, totalMs: 900, timings: { parse: 300 } });
    expect(parseBuildOutput(stdout)).toMatchObject({ pages: 33, parsed: 11 });
  });

  it('refuses output it cannot read, or a failed build, instead of reporting zeros', () => {
    expect(() => parseBuildOutput('Build failed: nothing was written\n')).toThrow(/unexpected build output/);
    expect(() => parseBuildOutput(JSON.stringify({ diagnostics: [], written: false, pagesPerLocale: {}, totalMs: 5, timings: {} }))).toThrow(/unexpected build output/);
  });
});
