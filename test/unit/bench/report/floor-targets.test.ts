// The targets judged against the parse floor of the same run, and the CI case: builds stored
// before the floor was measured leave them open rather than judged on another run's floor.
import { describe, expect, it } from 'vitest';
import type { BuildResult, BuildRun } from '../../../../bench/measure/build.ts';
import type { CiResult } from '../../../../bench/measure/ci.ts';
import { judgeTargets } from '../../../../bench/report/targets.ts';
import type { Stored } from '../../../../bench/results.ts';

const machine = { cores: 2, cpuModel: 'cpu', memoryBytes: 1, node: 'v20', platform: 'Linux', date: '2026-01-01T00:00:00Z', loadAverage: 0 };
const stored = (area: string, result: unknown): [string, Stored] => [area, { area, command: 'npm run bench', machine, result }];
const run = (scale: number, wallMs: number, extra: Partial<BuildRun> = {}): BuildRun => ({
  scale,
  docs: 29 * scale,
  markdownBytes: 4_700_000 * scale,
  pages: 363 * scale,
  wallMs,
  cpuMs: wallMs,
  peakRssBytes: 4e8,
  phases: { parse: wallMs / 2 },
  internalMs: wallMs,
  ...extra,
});
const floor = { bytes: 4_700_000, single: { processes: 1, bytes: 4_700_000, parseMs: 9000, cpuMs: 9000 }, parallel: { processes: 2, bytes: 4_700_000, parseMs: 8000, cpuMs: 16000 }, ms: 8000 };
const build = (extra: Partial<BuildResult>): BuildResult => ({ full: [run(1, 11_000), run(10, 130_000)], oneLocale: run(1, 3000), rebuild: run(1, 800), ...extra });
const rows = (results: Map<string, Stored>) => judgeTargets(results).filter((t) => /parse floor|^CI/.test(t.target));

describe('targets against the parse floor', () => {
  it('judges each cold run on the floor of its own run, scaled by the markdown at scale 10', () => {
    // The corpus with reworded versions holds a tenth more markdown: its floor is a tenth higher.
    const versions = [run(1, 12_000, { variant: 'versions', markdownBytes: 5_170_000 }), run(10, 120_000, { variant: 'versions', markdownBytes: 51_700_000 })];
    const result = build({ floor, versions, check: { scale: 1, wallMs: 10_000, cpuMs: 10_000, peakRssBytes: 3e8 } });
    expect(rows(new Map([stored('build', result)])).map((t) => [t.measured, t.status])).toEqual([
      ['1.4× (11.0 s ÷ 8.00 s)', 'met'],
      ['1.6× (130.0 s ÷ 80.0 s)', 'missed'],
      ['1.4× (12.0 s ÷ 8.80 s)', 'met'],
      ['1.4× (120.0 s ÷ 88.0 s)', 'met'],
      ['1.3× (10.0 s ÷ 8.00 s)', 'missed'],
      ['—', 'not measured'],
    ]);
  });

  it('leaves them open for a build stored before the floor was measured with it', () => {
    expect(rows(new Map([stored('build', build({}))])).map((t) => t.status)).toEqual(Array(6).fill('not measured'));
  });

  it('meets the CI target only within 1 s and with only the changed document parsed', () => {
    const ci = (wallMs: number, parsed: number): CiResult => ({ doc: 'a.md', changedFiles: 11, runs: [run(1, wallMs, { parsed })] });
    const judged = (c: CiResult) => rows(new Map([stored('ci', c)])).at(-1)!;
    expect(judged(ci(900, 11))).toMatchObject({ measured: '900 ms, 11 parsed of 11 changed', status: 'met' });
    expect(judged(ci(900, 319)).status).toBe('missed');
    expect(judged(ci(1200, 11)).status).toBe('missed');
  });

  it('judges how a page’s cost grows from scale to scale, against the pages', () => {
    const growth = (t: string) => judgeTargets(new Map([stored('build', build({ full: [run(1, 10_000, { outputBytes: 4e7 }), run(10, 110_000, { outputBytes: 4e8 }), run(50, 700_000, { outputBytes: 2e9 })] }))])).find((x) => x.target === t)!;
    expect(growth('wall time per page grows ≤ 1.2× linear, scale 1 → 10 → 50')).toMatchObject({ measured: '1→10: 1.1×, 10→50: 1.3×', status: 'missed' });
    expect(growth('output bytes per page grows ≤ 1.2× linear, scale 1 → 10 → 50')).toMatchObject({ measured: '1→10: 1.0×, 10→50: 1.0×', status: 'met' });
    // The first step alone, judged while scale 50 is not measured.
    expect(growth('wall time per page grows ≤ 1.2× linear, scale 1 → 10')).toMatchObject({ measured: '1.1×', status: 'met' });
  });
});

