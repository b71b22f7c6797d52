// The comparison sections of BENCHMARKS.md: legaldocs against Docusaurus or Hugo on the same
// corpus, every run and the ratios. In: a Comparison; out: markdown.

import type { Comparison } from '../measure/compare.ts';
import { medianRun } from '../measure/corpus-site.ts';
import { kb, mb, seconds, table, times } from './format.ts';
import { coreGzip } from './page-weight.ts';

/** "25× faster" when ours is lower, "2.0× slower" when it is higher. */
function versus(ours: number, theirs: number, better: string, worse: string): string {
  if (!theirs) return '—';
  return ours <= theirs ? `${times(theirs / ours)} ${better}` : `${times(ours / theirs)} ${worse}`;
}

export function renderComparison(c: Comparison): string {
  const ours = { ...c.legaldocs, median: medianRun(c.legaldocs.runs) };
  const variants = c.variants.map((v) => ({ ...v, median: medianRun(v.runs) }));
  const rows = [
    ['legaldocs', ours.runs.map((r) => seconds(r.wallMs)).join(', '), seconds(ours.median.wallMs), seconds(ours.median.cpuMs), mb(ours.median.peakRssBytes), kb(ours.pageWeight.first.byKind.js.gzip), kb(coreGzip(ours.pageWeight.first)), ours.pageWeight.first.requests],
    ...variants.map((v) => [v.label, v.runs.map((r) => seconds(r.wallMs)).join(', '), seconds(v.median.wallMs), seconds(v.median.cpuMs), mb(v.median.peakRssBytes), kb(v.pageWeight.first.byKind.js.gzip), kb(coreGzip(v.pageWeight.first)), v.pageWeight.first.requests]),
  ];
  const ratios = variants.map((v) => [
    v.label,
    versus(ours.median.wallMs, v.median.wallMs, 'faster', 'slower'),
    versus(ours.median.peakRssBytes, v.median.peakRssBytes, 'less', 'more'),
    v.pageWeight.first.byKind.js.gzip ? versus(ours.pageWeight.first.byKind.js.gzip, v.pageWeight.first.byKind.js.gzip, 'less', 'more') : `— (${v.label} ships no JS)`,
    versus(coreGzip(ours.pageWeight.first), coreGzip(v.pageWeight.first), 'less', 'more'),
  ]);
  return `## Compared with ${c.opponent} (${c.version})

The scale-${c.scale} corpus (all 11 locales) built by both, alternately in the same run (legaldocs
before each ${c.opponent} build and once more at the end), each build cold; the median of each
(of an even number of runs, the slower middle one). First-load figures are
the same doc page, served and measured the same way as above.

${table(['generator', 'wall (each run)', 'wall (median)', 'CPU', 'peak RSS', 'first-load JS gzip', 'HTML+CSS+JS gzip', 'requests'], rows)}

legaldocs against each (the other's figure ÷ ours):

${table(['against', 'build time', 'peak memory', 'first-load JS', 'first-load HTML+CSS+JS'], ratios)}
`;
}
