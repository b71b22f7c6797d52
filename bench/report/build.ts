// The build section of BENCHMARKS.md: full builds per scale with growth, the phase split, the
// one-locale build and the no-change rebuild. In: a BuildResult; out: markdown.

import type { BuildResult, BuildRun } from '../measure/build.ts';
import { mb, percent, seconds, table, times } from './format.ts';

const pagesPerSecond = (run: BuildRun) => Math.round(run.pages / (run.wallMs / 1000));

/** Share of the phases other than parsing, in the build's own timings. */
export function nonParseShare(run: BuildRun): number {
  const total = Object.values(run.phases).reduce((a, b) => a + b, 0);
  return (total - (run.phases.parse ?? 0)) / total;
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

### Where the time goes

The CLI's own timings per phase (\`timings\` in the output of \`legaldocs build --format json\`).
"Not parsing" is everything but the parse phase, which the issue wants under 30%.

${table(['build', ...phaseNames, 'sum', 'not parsing'], phaseRows)}

### Other builds

${table(['build', 'pages', 'wall', 'CPU', 'peak RSS'], [variant('one locale (`--locale es`, cold)', result.oneLocale), variant('no-change rebuild (parse cache warm)', result.rebuild)])}
`;
}
