// The relevance section of BENCHMARKS.md: per locale, how often the right document is first and
// in the top 5, and every query that did not find it first. In: LocaleRelevance[]; out: markdown.

import type { LocaleRelevance } from '../measure/relevance.ts';
import { percent, table } from './format.ts';

/** Totals over every locale. */
export function relevanceTotals(figures: LocaleRelevance[]) {
  const sum = (f: (l: LocaleRelevance) => number) => figures.reduce((n, l) => n + f(l), 0);
  return { queries: sum((l) => l.queries), first: sum((l) => l.first), top5: sum((l) => l.top5), phrases: sum((l) => l.phrases), phrasesFirst: sum((l) => l.phrasesFirst) };
}

export function renderRelevance(figures: LocaleRelevance[]): string {
  const rate = (n: number, of: number) => `${n}/${of} (${of ? percent(n, of) : '—'})`;
  const rows = figures.map((l) => [l.locale, l.queries, rate(l.first, l.queries), rate(l.top5, l.queries), rate(l.phrasesFirst, l.phrases)]);
  const t = relevanceTotals(figures);
  rows.push(['**all**', t.queries, `**${rate(t.first, t.queries)}**`, `**${rate(t.top5, t.queries)}**`, rate(t.phrasesFirst, t.phrases)]);
  const misses = figures.flatMap((l) => l.misses.map((m) => [l.locale, `\`${m.query}\``, m.expected, m.rank === null ? 'not found' : String(m.rank), m.first ?? '—']));
  return `## Search relevance

This site's own build (content/, all 11 locales), searched with the engine the browser uses
(src/search/query.ts): the queries of bench/relevance/queries.ts, written from the documents —
headings, phrases quoted from a paragraph (“phrase”), CJK runs, and words of untranslated
documents — each with the document it should find. Hits are sections; a document counts once,
at its best section.

${table(['locale', 'queries', 'right document first', 'in the top 5', 'phrases first'], rows)}
${misses.length ? `\nNot first:\n\n${table(['locale', 'query', 'expected', 'rank', 'first instead'], misses)}\n` : '\nEvery query found its document first.\n'}`;
}
