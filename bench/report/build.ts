// The build section of BENCHMARKS.md: full builds per scale with growth, each against the parse
// floor of the same run, a cold check, the phase split, the one-locale build and the no-change
// rebuild. In: a BuildResult; out: markdown.

import type { BuildResult, BuildRun } from '../measure/build.ts';
import { mb, percent, seconds, table, times } from './format.ts';

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

/** The rows comparing this run's cold builds and check with the floor, when it was measured. */
function floorSection(result: BuildResult): string {
  const floor = result.floor;
  if (!floor) return '';
  const scale1 = result.full.find((r) => r.scale === 1)?.markdownBytes ?? floor.bytes;
  const rows = result.full.map((run) => {
    const f = floorFor(result, run)!;
    return [`build, scale ${run.scale}, cold`, seconds(run.wallMs), seconds(f), times(run.wallMs / f)];
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
  const phaseNames = [...new Set(result.full.flatMap((r) => Object.keys(r.phases)))];
  const phaseRows = [...result.full, result.rebuild, result.oneLocale].map((run, i) => {
    const total = Object.values(run.phases).reduce((a, b) => a + b, 0);
    const label = i < result.full.length ? `scale ${run.scale} cold` : run === result.rebuild ? 'scale 1 rebuild' : 'scale 1, es only';
    return [label, ...phaseNames.map((p) => `${seconds(run.phases[p] ?? 0)} (${percent(run.phases[p] ?? 0, total)})`), seconds(total), percent(total - (run.phases.parse ?? 0), total)];
  });
  const variant = (label: string, run: BuildRun) => [label, run.pages, seconds(run.wallMs), seconds(run.cpuMs), mb(run.peakRssBytes)];
  return `## Build

Full builds of the corpus at each scale, all 11 locales, cold (parse cache removed first). Wall and
CPU time (user + sys of the process tree) and peak RSS (summed over the process tree, sampled every
50 ms) are measured from outside the process, so they include Node's start-up. CPU ÷ wall shows how
much of the time both cores were busy.

${table(['scale', 'documents', 'pages', 'markdown', 'wall', 'CPU', 'CPU ÷ wall', 'peak RSS', 'pages/s', 'growth vs scale 1'], rows)}
${floorSection(result)}
### Where the time goes

The CLI's own timings per phase (\`timings\` in the output of \`legaldocs build --format json\`).
"Not parsing" is everything but the parse phase, which the issue wants under 30%.

${table(['build', ...phaseNames, 'sum', 'not parsing'], phaseRows)}

### Other builds

${table(['build', 'pages', 'wall', 'CPU', 'peak RSS'], [variant('one locale (`--locale es`, cold)', result.oneLocale), variant('no-change rebuild (parse cache warm)', result.rebuild)])}
`;
}
