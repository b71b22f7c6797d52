// The `serve` under hostile traffic section of BENCHMARKS.md: per checkout, requests per second,
// latency, answers that were not well-formed, whether the server survived, and what an ordinary
// visitor saw meanwhile. In: the figures of measureServeHostile; out: markdown.

import type { ServeHostile } from '../measure/serve-hostile.ts';
import { table } from './format.ts';

export function renderServeHostile(r: ServeHostile): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const rows = r.runs.map((run) => {
    const statuses = Object.entries(run.statuses)
      .filter(([, count]) => count > 0)
      .map(([status, count]) => `${n(count)} ${status}`)
      .join(', ');
    const cpu = run.cpuMsPerThousand === undefined ? '—' : ms(run.cpuMsPerThousand);
    return [
      run.tool,
      run.loadAverage.toFixed(1),
      n(run.requestsPerSec),
      ms(run.p50Ms),
      ms(run.p99Ms),
      cpu,
      statuses || 'none',
      n(run.errors - run.timeouts),
      n(run.timeouts),
      run.ended ? `no: ${run.ended.replace(/\|/g, '/')}` : 'yes',
      `${n(run.visitor.requests)}, ${n(run.visitor.failed)} failed, p99 ${ms(run.visitor.p99Ms)}`,
      n(run.idleClosed),
    ];
  });
  return `## Serve under hostile traffic

\`legaldocs serve\` of the scale-1 corpus built with Algolia search (so its search endpoint answers),
loaded on loopback by autocannon at ${r.runs[0]?.connections ?? 200} connections for ${r.runs[0]?.durationS ?? '?'} s per checkout, one
after the other in the same run, while ${n(r.idleConnections)} more connections sit idle or send half a
request's head (a new one opened for each the server closes). Each connection cycles through the
same ${r.mix} requests: \`GET //x:99999/\`, bad percent-encoding, a 10 kB URL, a 500-part range, \`OPTIONS *\`,
search calls asking 1,000 hits with 64 kB highlight tags, 1,000 hits of a common word, 300 queries
in one body, a 240 kB body, cut JSON and fields of the wrong type, mixed with twice as many visitor
requests (pages, a search). "Reset or malformed" counts requests whose connection failed or whose
answer autocannon could not parse; "no answer in 10 s", those still waiting when autocannon gave
up on them (on a machine whose cores are shared, a server starved of CPU ends up there too). A
visitor asks for pages one after another throughout.

${table(['served by', 'load average', 'requests/s', 'p50', 'p99', 'server CPU / 1,000 requests', 'answers', 'reset or malformed', 'no answer in 10 s', 'still serving at the end', 'visitor: requests, failed, p99', 'idle connections closed'], rows)}
`;
}
