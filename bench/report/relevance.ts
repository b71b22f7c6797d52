// The relevance section of BENCHMARKS.md: per locale, how often the right document is first and
// in the top 5 (in all, and for phrases, typos and questions), archived versions ranked before a
// current document, and every query that did not find its document first. In: LocaleRelevance[]; out: markdown.

import type { KindFigures, LocaleRelevance } from '../measure/relevance.ts';
import { percent, table } from './format.ts';

/** Totals over every locale. */
export function relevanceTotals(figures: LocaleRelevance[]) {
  const sum = (f: (l: LocaleRelevance) => number) => figures.reduce((n, l) => n + f(l), 0);
  return { queries: sum((l) => l.queries), first: sum((l) => l.first), top5: sum((l) => l.top5), archivedFirst: sum((l) => l.archivedFirst.length) };
}

const rate = (n: number, of: number) => `${n}/${of} (${of ? percent(n, of) : '—'})`;
/** A kind's "first, in the top 5" cell, or a dash where the locale has no such query. */
const kindCell = (k: KindFigures | undefined) => (k ? `${k.first} / ${k.top5} of ${k.queries}` : '—');

export function renderRelevance(figures: LocaleRelevance[]): string {
  const rows = figures.map((l) => [
    l.locale,
    l.queries,
    rate(l.first, l.queries),
    rate(l.top5, l.queries),
    kindCell(l.kinds.phrase),
    kindCell(l.kinds.typo),
    kindCell(l.kinds.question),
    l.archivedFirst.length,
  ]);
  const t = relevanceTotals(figures);
  const kindTotal = (kind: 'phrase' | 'typo' | 'question'): KindFigures | undefined => {
    const all = figures.map((l) => l.kinds[kind]).filter((k): k is KindFigures => Boolean(k));
    return all.length ? { queries: all.reduce((n, k) => n + k.queries, 0), first: all.reduce((n, k) => n + k.first, 0), top5: all.reduce((n, k) => n + k.top5, 0) } : undefined;
  };
  rows.push(['**all**', t.queries, `**${rate(t.first, t.queries)}**`, `**${rate(t.top5, t.queries)}**`, kindCell(kindTotal('phrase')), kindCell(kindTotal('typo')), kindCell(kindTotal('question')), t.archivedFirst]);
  const misses = figures.flatMap((l) => l.misses.map((m) => [l.locale, `\`${m.query}\``, m.expected, m.rank === null ? 'not found' : String(m.rank), m.first ?? '—']));
  const archived = figures.flatMap((l) => l.archivedFirst.map((q) => `${l.locale} \`${q}\``));
  return `## Search relevance

This site's own build (content/, all 11 locales), searched with the engine the browser uses
(src/search/query.ts): the queries of bench/relevance/queries.ts, written from the documents —
headings, phrases quoted from a paragraph, CJK runs, words of untranslated documents, a word typed
with two letters swapped, questions in plain words — each with the document it should find. Hits
are sections; a document counts once, at its best section. The kind columns give "first / in the
top 5 of" that kind's queries; the last, the queries whose top 5 put an archived version before a
current document.

${table(['locale', 'queries', 'right document first', 'in the top 5', 'phrases', 'typos', 'questions', 'archived before current'], rows)}
${misses.length ? `\nNot first:\n\n${table(['locale', 'query', 'expected', 'rank', 'first instead'], misses)}\n` : '\nEvery query found its document first.\n'}${archived.length ? `\nAn archived version before a current document: ${archived.join(', ')}.\n` : ''}`;
}
