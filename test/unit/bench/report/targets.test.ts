// The dev server's targets in the report: the first page after start is judged at scales 1 and 10
// on the slower of a cold and a warm start; results stored before it was measured leave it open.
import { describe, expect, it } from 'vitest';
import type { DevReload, StartFigures } from '../../../../bench/measure/dev-reload.ts';
import { judgeTargets } from '../../../../bench/report/targets.ts';
import type { Stored } from '../../../../bench/results.ts';

const start = (firstPageMs: number): StartFigures => ({ readyMs: firstPageMs - 100, firstPageMs, secondPageMs: 50 });
const stored = (result: DevReload): Map<string, Stored> =>
  new Map([['dev-reload', { area: 'dev-reload', command: 'npm run bench', machine: { cores: 2, cpuModel: 'cpu', memoryBytes: 1, node: 'v20', platform: 'Linux', date: '2026-01-01T00:00:00Z', loadAverage: 0 }, result }]]);
const devRows = (results: Map<string, Stored>) => judgeTargets(results).filter((t) => t.target.startsWith('dev:'));

describe('dev targets', () => {
  it('judges the first page at each scale on the slower start, and the reload on its median', () => {
    const result: DevReload = {
      edits: 10,
      p50: 120,
      p95: 140,
      firstPage: [
        { scale: 1, docs: 29, cold: start(900), warm: start(700) },
        { scale: 10, docs: 290, cold: start(2400), warm: start(1500) },
      ],
    };
    expect(devRows(stored(result)).map((t) => [t.measured, t.status])).toEqual([
      ['900 ms cold, 700 ms warm', 'met'],
      ['2.40 s cold, 1.50 s warm', 'missed'],
      ['120 ms (p95 140 ms)', 'met'],
    ]);
  });

  it('leaves the first page not measured for a result stored before it was', () => {
    expect(devRows(stored({ edits: 10, p50: 153, p95: 591 })).map((t) => t.status)).toEqual(['not measured', 'not measured', 'missed']);
  });
});
