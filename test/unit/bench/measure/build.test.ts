// The build measurement reads the CLI's summary; if the summary's shape changes, this fails first.
import { describe, expect, it } from 'vitest';
import { parseBuildOutput } from '../../../../bench/measure/build.ts';

describe('parseBuildOutput', () => {
  it('reads the page count, the total and every phase of `legaldocs build`', () => {
    const stdout =
      'Built 363 pages in 11 locales (en 33, de 33, es 33, fr 33, it 33, ja 33, ko 33, pl 33, pt 33, zh-Hans 33, zh-Hant 33) to build\n' +
      '0 warnings; 2188 ms (load 257 ms, parse 82 ms, site 47 ms, check 22 ms, assets 207 ms, render 1287 ms, write 285 ms)\n';
    expect(parseBuildOutput(stdout)).toEqual({
      pages: 363,
      internalMs: 2188,
      phases: { load: 257, parse: 82, site: 47, check: 22, assets: 207, render: 1287, write: 285 },
    });
  });

  it('refuses output it cannot read instead of reporting zeros', () => {
    expect(() => parseBuildOutput('Build failed: nothing was written\n')).toThrow(/unexpected build output/);
  });
});
