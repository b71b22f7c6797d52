// The growth section of BENCHMARKS.md: cold builds of the plain corpus at each scale, the cost per
// page from one scale to the next, and the no-change rebuild at each. In: a GrowthResult; out: markdown.

import type { GrowthResult } from '../measure/growth.ts';
import type { BuildRun } from '../measure/build.ts';
import { perPageGrowth } from './build.ts';
import { kb, mb, seconds, table, times } from './format.ts';

/** The figures whose growth per page the issue bounds (each ≤ 1.2× linear), and CPU time beside wall time. */
export const growthFigures: [string, (run: BuildRun) => number | undefined][] = [
  ['wall time', (r) => r.wallMs],
  ['CPU time', (r) => r.cpuMs],
  ['peak RSS', (r) => r.peakRssBytes],
  ['output bytes', (r) => r.outputBytes],
];

export function renderGrowth(result: GrowthResult): string {
  const steps = perPageGrowth(result.cold, (r) => r.wallMs).map((g) => `scale ${g.from} → ${g.to}`);
  const rows = result.cold.map((r, i) => [
    r.scale,
    r.pages,
    result.load[i]?.toFixed(1) ?? '—',
    seconds(r.wallMs),
    seconds(r.cpuMs),
    mb(r.peakRssBytes),
    r.outputBytes === undefined ? '—' : mb(r.outputBytes),
    seconds(r.wallMs / r.pages),
    seconds(r.cpuMs / r.pages),
    mb(r.peakRssBytes / r.pages),
    r.outputBytes === undefined ? '—' : kb(r.outputBytes / r.pages),
  ]);
  const rebuilds = result.rebuilds.map((r) => [r.scale, r.pages, seconds(r.wallMs), seconds(r.cpuMs), mb(r.peakRssBytes), Object.keys(r.phases).join(', ')]);
  return `## Growth with the site

Cold builds of the plain corpus (all 11 locales) at each scale, one after the other in one run, and
nothing else measured between them; then, at each scale, a build with nothing changed (the median of
the runs). Wall and CPU time from outside the process (Node's start-up included), peak RSS summed
over the process tree, output every byte of the output folder. The load average is the machine's,
before each cold build (2 cores, shared).

${table(['scale', 'pages', 'load', 'wall', 'CPU', 'peak RSS', 'output', 'wall per page', 'CPU per page', 'RSS per page', 'output per page'], rows)}

Per page, from one scale to the next (1× is linear; the issue wants each at most 1.2×):

${steps.length ? table(['per page', ...steps], growthFigures.map(([name, figure]) => [name, ...perPageGrowth(result.cold, figure).map((g) => times(g.growth))])) : 'One scale only: no growth to show.'}

No-change rebuilds (the phases are the build's own: \`load\` alone means it stopped after testing its inputs):

${table(['scale', 'pages', 'wall', 'CPU', 'peak RSS', 'phases'], rebuilds)}
`;
}
