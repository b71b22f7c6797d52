// The comparison sections of BENCHMARKS.md: legaldocs against another generator (Docusaurus, Hugo,
// VitePress, Starlight) on the same corpus, every run and the ratios. In: a Comparison; out: markdown.

import type { Comparison, RunFigures } from '../measure/compare.ts';
import { medianRun } from '../measure/corpus-site.ts';
import { kb, mb, seconds, table, times } from './format.ts';
import { coreGzip } from './page-weight.ts';

/** "25× faster" when ours is lower, "2.0× slower" when it is higher. */
function versus(ours: number, theirs: number, better: string, worse: string): string {
  if (!theirs) return '—';
  return ours <= theirs ? `${times(theirs / ours)} ${better}` : `${times(ours / theirs)} ${worse}`;
}

/** The median no-change rebuild's wall time, or a dash for results stored before rebuilds were measured. */
const rebuildWall = (runs: RunFigures[] | undefined) => (runs?.length ? seconds(medianRun(runs).wallMs) : '—');

export function renderComparison(c: Comparison): string {
  const ours = { ...c.legaldocs, median: medianRun(c.legaldocs.runs) };
  const variants = c.variants.map((v) => ({ ...v, median: medianRun(v.runs) }));
  const row = (label: string, g: typeof ours | (typeof variants)[number]) => [
    label,
    g.runs.map((r) => seconds(r.wallMs)).join(', '),
    seconds(g.median.wallMs),
    seconds(g.median.cpuMs),
    mb(g.median.peakRssBytes),
    rebuildWall(g.rebuilds),
    kb(g.pageWeight.first.byKind.js.gzip),
    kb(coreGzip(g.pageWeight.first)),
    g.pageWeight.first.requests,
  ];
  const rows = [row('legaldocs', ours), ...variants.map((v) => row(v.label, v))];
  const ratios = variants.map((v) => [
    v.label,
    versus(ours.median.wallMs, v.median.wallMs, 'faster', 'slower'),
    ours.rebuilds?.length && v.rebuilds?.length ? versus(medianRun(ours.rebuilds).wallMs, medianRun(v.rebuilds).wallMs, 'faster', 'slower') : '—',
    versus(ours.median.peakRssBytes, v.median.peakRssBytes, 'less', 'more'),
    v.pageWeight.first.byKind.js.gzip ? versus(ours.pageWeight.first.byKind.js.gzip, v.pageWeight.first.byKind.js.gzip, 'less', 'more') : `— (${v.label} ships no JS)`,
    versus(coreGzip(ours.pageWeight.first), coreGzip(v.pageWeight.first), 'less', 'more'),
  ]);
  return `## Compared with ${c.opponent} (${c.version})

The scale-${c.scale} corpus (all 11 locales) built by both, alternately in the same run (legaldocs
before each ${c.opponent} build and once more at the end), each build cold and then once more with
nothing changed (a no-change rebuild, with whatever output and cache the cold build left); the
median of each (of an even number of runs, the slower middle one). First-load figures are the same
doc page, served and measured the same way as above.

${table(['generator', 'cold wall (each run)', 'cold wall (median)', 'CPU', 'peak RSS', 'no-change rebuild', 'first-load JS gzip', 'HTML+CSS+JS gzip', 'requests'], rows)}

legaldocs against each (the other's figure ÷ ours):

${table(['against', 'cold build time', 'no-change rebuild', 'peak memory', 'first-load JS', 'first-load HTML+CSS+JS'], ratios)}
`;
}
