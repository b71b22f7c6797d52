// The `serve` under hostile traffic section of BENCHMARKS.md: per checkout and per class of
// request (readers' page loads, hostile requests), what came back — well-formed answers, resets,
// cut answers, nothing in 10 s —, the readers' latency, and whether the server survived.
// In: the figures of measureServeHostile; out: markdown.

import type { ClassFigures, ServeHostile } from '../measure/serve-hostile.ts';
import { table } from './format.ts';

export function renderServeHostile(r: ServeHostile): string {
  const ms = (x: number) => `${Math.round(x)} ms`;
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const statuses = (c: ClassFigures) =>
    Object.entries(c.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${n(count)} ${status}`)
      .join(', ') || 'none';
  const row = (tool: string, load: string, label: string, c: ClassFigures, rest: string[]) => [
    tool,
    load,
    label,
    n(c.sent),
    n(c.answered),
    n(c.wellFormed),
    n(c.reset),
    n(c.malformed),
    n(c.unanswered),
    ms(c.p50Ms),
    ms(c.p99Ms),
    statuses(c),
    ...rest,
  ];
  const rows = r.runs.flatMap((run) => {
    const load = `${run.loadAverage.toFixed(1)} → ${run.loadAverageEnd.toFixed(1)}`;
    const alive = run.ended ? `no: ${run.ended.replace(/\|/g, '/')}` : 'yes';
    const cpu = run.cpuMsPerThousand === undefined ? '—' : ms(run.cpuMsPerThousand);
    return [row(run.tool, load, 'readers', run.readers, [alive, cpu, n(run.idleClosed)]), row('', '', 'hostile', run.hostile, ['', '', ''])];
  });
  return `## Serve under hostile traffic

\`legaldocs serve\` of the scale-1 corpus built with Algolia search (so its search endpoint answers),
on loopback, for ${r.runs[0]?.durationS ?? '?'} s per checkout, one after the other in the same run. ${r.readers} readers, each from
an address of its own (as visitors are), load pages: a page, then the files it names at once (up to
6 connections, as a browser), a search every third load, and a ${r.pauseMs} ms pause. Meanwhile
${r.hostileClients} hostile clients, ${n(r.hostileConnections)} connections in all, cycle through ${r.mix} requests without
pause: \`GET //x:99999/\`, bad percent-encoding, a 10 kB URL, a 500-part range, \`OPTIONS *\`, search
calls asking 1,000 hits with 64 kB highlight tags, 1,000 hits of a common word, 300 queries in one
body, a 240 kB body, cut JSON and fields of the wrong type; and one more client holds
${n(r.idleConnections)} connections idle or half-sent (a new one opened for each the server closes).
Each request is classed by what came back: "answered" a whole response, framed as announced, of
which "well-formed" any status but a 500-class failure other than 503 (a refusal is a well-formed
answer); "reset" the connection reset or closed with no answer; "cut or unparsable" an answer
broken off or not HTTP; "none in 10 s" no answer in time (on a machine whose cores are shared, a
server starved of CPU ends up there too). Latency is per request, waiting for a connection included.

${table(['served by', 'load average (start → end)', 'class', 'sent', 'answered', 'well-formed', 'reset', 'cut or unparsable', 'none in 10 s', 'p50', 'p99', 'statuses', 'still serving at the end', 'server CPU / 1,000 requests', 'idle connections closed'], rows)}
`;
}
