// The `serve` section of BENCHMARKS.md: requests per second and latency under load, per checkout
// measured (this one, and an earlier one when a baseline was given).
// In: the figures of measureServeLoad; out: markdown.

import type { ServeLoad } from '../measure/serve-load.ts';
import { mb, table } from './format.ts';

export function renderServeLoad(r: ServeLoad): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const rows = r.runs.map((run) => {
    const others = Object.entries(run.statuses)
      .filter(([status, n]) => status !== '2xx' && n > 0)
      .map(([status, n]) => `${n} ${status}`);
    const cpu = run.cpuMsPerThousand === undefined ? '—' : `${Math.round(run.cpuMsPerThousand)} ms`;
    return [run.tool, run.connections, Math.round(run.requestsPerSec).toLocaleString('en'), ms(run.p50Ms), ms(run.p99Ms), cpu, `${mb(run.bytesPerSec)}/s`, [...others, ...(run.errors ? [`${run.errors} failed`] : [])].join(', ') || 'none'];
  });
  return `## Serve under load

\`legaldocs serve\` on the built scale-1 corpus, loaded on loopback by autocannon (in the benchmark's
process, so it shares the two cores with the server) for ${r.runs[0]?.durationS ?? '?'} s per run after a 2 s warm-up${(r.rounds ?? 1) > 1 ? `, the median of ${r.rounds} runs by requests/s (the checkouts taking turns)` : ''}. Every
connection repeats the same ${r.mix} requests: a dozen document pages in several locales, each
followed by the stylesheet, script, locale data and images its HTML names, sent with a browser's
\`Accept-Encoding\`. Bytes per second count what crossed the socket (compressed, when answered so).
Server CPU is the time the serving process spent per 1,000 requests, which other work on the
machine sways far less than requests per second.

${table(['served by', 'connections', 'requests/s', 'p50', 'p99', 'server CPU / 1,000 requests', 'received', 'other answers'], rows)}
`;
}
