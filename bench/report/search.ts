// The search section of BENCHMARKS.md: per locale, the compact index's size and query latency.
// In: the per-locale SearchFigures; out: markdown.

import type { SearchFigures } from '../measure/search.ts';
import { kb, table } from './format.ts';

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The locale with the largest index and the one with the slowest p95: what the targets judge. */
export function searchWorst(figures: SearchFigures[]) {
  const largest = figures.reduce((a, b) => (b.indexGzip > a.indexGzip ? b : a));
  const slowest = figures.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
  return { largest, slowest };
}

export function renderSearch(figures: SearchFigures[]): string {
  const rows = figures.map((f) => [f.locale, kb(f.indexBytes), kb(f.indexGzip), kb(f.textGzip), f.queries, ms(f.p50Ms), ms(f.p95Ms), ms(f.cpuP50Ms), ms(f.cpuP95Ms)]);
  return `## Search

The local search of the scale-1 corpus build, per locale: \`search/index.<locale>.json\` (what the
first result needs) and \`search/text.<locale>.json\` (the paragraphs snippets are cut from, loaded
alongside), gzip -9; then 200 mixed queries drawn from the locale's own text (whole words, typed
prefixes, typos, word pairs, phrases, CJK runs), each run cold on the engine the browser uses
(src/search/query.ts) in Node, after 20 warm-up queries. Wall and CPU time per query.

${table(['locale', 'index', 'index gzip', 'text gzip', 'queries', 'p50', 'p95', 'CPU p50', 'CPU p95'], rows)}
`;
}
