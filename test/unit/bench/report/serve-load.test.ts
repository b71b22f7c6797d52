// The serve section of the report: one row per checkout and load, with non-2xx answers and failed
// requests spelt out, and a dash where the server's CPU time could not be read.
import { describe, expect, it } from 'vitest';
import type { LoadRun } from '../../../../bench/measure/serve-load.ts';
import { renderServeLoad } from '../../../../bench/report/serve-load.ts';

const run = (over: Partial<LoadRun>): LoadRun => ({
  tool: 'legaldocs at abc1234',
  connections: 50,
  durationS: 10,
  requests: 15000,
  requestsPerSec: 1500.4,
  p50Ms: 20.2,
  p99Ms: 123.4,
  bytesPerSec: 20_000_000,
  statuses: { '1xx': 0, '2xx': 15000, '3xx': 0, '4xx': 0, '5xx': 0 },
  errors: 0,
  cpuMsPerThousand: 190.4,
  ...over,
});

describe('renderServeLoad', () => {
  it('writes a row per run, with what went wrong', () => {
    const text = renderServeLoad({
      mix: 72,
      rounds: 3,
      runs: [run({}), run({ tool: 'before', connections: 200, statuses: { '1xx': 0, '2xx': 14990, '3xx': 0, '4xx': 7, '5xx': 0 }, errors: 3, cpuMsPerThousand: undefined })],
    });
    expect(text).toContain('the median of 3 runs by requests/s');
    expect(text).toContain('| legaldocs at abc1234 | 50 | 1,500 | 20 ms | 123 ms | 190 ms | 20.0 MB/s | none |');
    expect(text).toContain('| before | 200 | 1,500 | 20 ms | 123 ms | — | 20.0 MB/s | 7 4xx, 3 failed |');
  });
});
