// The build section of BENCHMARKS.md: full builds per scale with growth, each against the parse
// floor of the same run, a cold check, the phase split, the one-locale build and the no-change
// rebuild. In: a BuildResult; out: markdown.

import type { BuildResult, BuildRun } from '../measure/build.ts';
import { kb, mb, percent, seconds, table, times } from './format.ts';

const pagesPerSecond = (run: BuildRun) => Math.round(run.pages / (run.wallMs / 1000));

/** Share of the phases other than parsing, in the build's own timings. */
export function nonParseShare(run: BuildRun): number {
  const total = Object.values(run.phases).reduce((a, b) => a + b, 0);
  return (total - (run.phases.parse ?? 0)) / total;
}

/**
 * The parse floor a run of this scale is judged against: the scale-1 floor times the run's share of
 * markdown (scale 10 holds 10.07× scale 1's bytes). Measuring it at scale 10 would take as long as a
 * build; parsing time grows with the bytes (the floor is one pass over each file).
 */
export const floorFor = (result: BuildResult, run: { markdownBytes: number }): number | undefined =>
  result.floor && (result.floor.ms * run.markdownBytes) / (result.full.find((r) => r.scale === 1)?.markdownBytes ?? result.floor.bytes);

/** A run's corpus and scale, as the tables name it. */
const named = (run: BuildRun) => `scale ${run.scale}${run.variant === 'versions' ? ', with reworded versions' : ''}`;

/**
 * How a figure per page grows from one scale to the next, against how the pages grew: 1× is
 * linear, above it the figure grows faster than the site. Memory starts from Node's own ~100 MB,
 * so it grows slower than the pages.
 */
export function perPageGrowth(runs: readonly BuildRun[], figure: (run: BuildRun) => number | undefined): { from: number; to: number; growth: number }[] {
  const out: { from: number; to: number; growth: number }[] = [];
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1]!, runs[i]!];
    const [fa, fb] = [figure(a), figure(b)];
    if (fa === undefined || fb === undefined) continue;
    out.push({ from: a.scale, to: b.scale, growth: fb / b.pages / (fa / a.pages) });
  }
  return out;
}

function growthSection(result: BuildResult): string {
  const figures: [string, (run: BuildRun) => number | undefined][] = [
    ['wall time', (r) => r.wallMs],
    ['CPU time', (r) => r.cpuMs],
    ['peak RSS', (r) => r.peakRssBytes],
    ['output bytes', (r) => r.outputBytes],
  ];
  const steps = perPageGrowth(result.full, (r) => r.wallMs).map((g) => `scale ${g.from} → ${g.to}`);
  if (!steps.length) return '';
  const rows = figures.map(([name, figure]) => [name, ...perPageGrowth(result.full, figure).map((g) => times(g.growth))]);
  const perPage = result.full.map((r) => [named(r), r.pages, seconds(r.wallMs / r.pages), mb(r.peakRssBytes / r.pages), r.outputBytes === undefined ? '—' : kb(r.outputBytes / r.pages)]);
  return `
### Growth per page

Each figure divided by the pages built, from one scale to the next: 1× is linear, above it the cost
of a page grows with the site (the issue wants each at most 1.2×).

${table(['per page', ...steps], rows)}

${table(['build', 'pages', 'wall per page', 'peak RSS per page', 'output per page'], perPage)}
`;
}

/** The rows comparing this run's cold builds and check with the floor, when it was measured. */
function floorSection(result: BuildResult): string {
  const floor = result.floor;
  if (!floor) return '';
  const scale1 = result.full.find((r) => r.scale === 1)?.markdownBytes ?? floor.bytes;
  const rows = [...result.full, ...(result.versions ?? [])].map((run) => {
    const f = floorFor(result, run)!;
    return [`build, ${named(run)}, cold`, seconds(run.wallMs), seconds(f), times(run.wallMs / f)];
  });
  if (result.check) rows.push(['check, scale 1, cold', seconds(result.check.wallMs), seconds(floor.ms), times(result.check.wallMs / floor.ms)]);
  return `
### Against the parse floor

The floor is remark-parse + GFM + front matter over the scale-1 corpus's ${mb(floor.bytes)} of
markdown (the parse-floor section), measured in this same run: ${seconds(floor.single.parseMs)} in one
process, ${seconds(floor.parallel.parseMs)} split over ${floor.parallel.processes} at once; the faster,
${seconds(floor.ms)}, is the floor. At other scales it is that times the scale's share of the
markdown (scale ${result.full.at(-1)!.scale}: ${times(result.full.at(-1)!.markdownBytes / scale1)}),
since parsing time follows the bytes. Builds and the check are wall times from outside the process
(Node's start-up included), with the caches removed first.

${table(['run', 'wall', 'floor', 'ratio'], rows)}

The corpus with reworded versions adds, per series, a current document whose four archived texts are
its earlier versions, each drawn anew sentence by sentence: eight changes pages per locale comparing
texts with little in common (bench/corpus/plan.ts). Its floor is the same floor times its markdown.
`;
}

export function renderBuild(result: BuildResult): string {
  const base = result.full[0]!;
  const rows = result.full.map((run) => [
    run.scale,
    run.docs,
    run.pages,
    mb(run.markdownBytes),
    seconds(run.wallMs),
    seconds(run.cpuMs),
    `${(run.cpuMs / run.wallMs).toFixed(2)}`,
    mb(run.peakRssBytes),
    pagesPerSecond(run),
    `${times(run.pages / base.pages)} pages → ${times(run.wallMs / base.wallMs)} time, ${times(run.peakRssBytes / base.peakRssBytes)} memory`,
  ]);
  const phaseNames = [...new Set([...result.full, ...(result.versions ?? [])].flatMap((r) => Object.keys(r.phases)))];
  const cold = [...result.full, ...(result.versions ?? [])];
  const phaseRows = [...cold, result.rebuild, result.oneLocale].map((run, i) => {
    const total = Object.values(run.phases).reduce((a, b) => a + b, 0);
    const label = i < cold.length ? `${named(run)} cold` : run === result.rebuild ? 'scale 1 rebuild' : 'scale 1, es only';
    return [label, ...phaseNames.map((p) => `${seconds(run.phases[p] ?? 0)} (${percent(run.phases[p] ?? 0, total)})`), seconds(total), percent(total - (run.phases.parse ?? 0), total)];
  });
  const variant = (label: string, run: BuildRun) => [label, run.pages, seconds(run.wallMs), seconds(run.cpuMs), mb(run.peakRssBytes)];
  return `## Build

Full builds of the corpus at each scale, all 11 locales, cold (parse cache removed first). Wall and
CPU time (user + sys of the process tree) and peak RSS (summed over the process tree, sampled every
50 ms) are measured from outside the process, so they include Node's start-up. CPU ÷ wall shows how
much of the time both cores were busy.

${table(['scale', 'documents', 'pages', 'markdown', 'wall', 'CPU', 'CPU ÷ wall', 'peak RSS', 'pages/s', 'growth vs scale 1'], rows)}
${floorSection(result)}${growthSection(result)}
### Where the time goes

The CLI's own timings per phase (\`timings\` in the output of \`legaldocs build --format json\`).
"Not parsing" is everything but the parse phase, which the issue wants under 30%.

${table(['build', ...phaseNames, 'sum', 'not parsing'], phaseRows)}

### Other builds

${table(['build', 'pages', 'wall', 'CPU', 'peak RSS'], [
  variant('one locale (`--locale es`, cold)', result.oneLocale),
  variant('no-change rebuild, scale 1', result.rebuild),
  ...(result.rebuilds ?? []).map((run) => variant(`no-change rebuild, scale ${run.scale}`, run)),
])}
`;
}
