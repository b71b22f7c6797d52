// Search relevance on this site's own documents: each benchmark query (bench/relevance) is run on
// the engine the browser uses, against the built index of its locale; counted is where the
// document it should find comes among the distinct documents of the results, and whether an
// archived version came before a current document.
// In: a build folder of this site; out: per locale, how often the right document is first and in the top 5.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompactIndex, SectionTexts } from '../../src/search/compact.ts';
import { loadIndex } from '../../src/search/loaded-index.ts';
import { search } from '../../src/search/query.ts';
import { relevanceQueries, type RelevanceQuery } from '../relevance/queries.ts';

export interface RelevanceMiss {
  query: string;
  expected: string;
  /** 1-based rank among distinct documents, or null when it was not among the results. */
  rank: number | null;
  first: string | null;
}

/** Of the queries of one kind, how many there are, how many found their document first and in the top 5. */
export interface KindFigures {
  queries: number;
  first: number;
  top5: number;
}

export interface LocaleRelevance {
  locale: string;
  queries: number;
  first: number;
  top5: number;
  /** Per kind of query (phrase, typo, question). */
  kinds: Partial<Record<NonNullable<RelevanceQuery['kind']>, KindFigures>>;
  /** Queries whose top 5 documents put an archived version before a current document. */
  archivedFirst: string[];
  misses: RelevanceMiss[];
}

/** Distinct documents of the results, best first (hits are sections: a document comes once). */
const documents = (urls: string[]) => [...new Set(urls.map((u) => u.split('#')[0]!))];

export function measureRelevance(buildDir: string, defaultLocale = 'en'): LocaleRelevance[] {
  return Object.entries(relevanceQueries).map(([locale, queries]) => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(buildDir, 'search', file), 'utf8')) as unknown;
    const index = read(`index.${locale}.json`) as CompactIndex;
    const loaded = loadIndex(index, read(`text.${locale}.json`) as SectionTexts);
    const archived = new Set(index.pages.filter((p) => p[2] === 1).map((p) => p[0]));
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const out: LocaleRelevance = { locale, queries: queries.length, first: 0, top5: 0, kinds: {}, archivedFirst: [], misses: [] };
    for (const q of queries) {
      const expected = prefix + q.expect;
      const docs = documents(search(loaded, q.query, 200).hits.map((h) => h.url));
      const at = docs.indexOf(expected);
      const rank = at < 0 ? null : at + 1;
      const kind = q.kind ? (out.kinds[q.kind] ??= { queries: 0, first: 0, top5: 0 }) : undefined;
      if (kind) kind.queries++;
      if (rank === 1) {
        out.first++;
        if (kind) kind.first++;
      }
      if (rank !== null && rank <= 5) {
        out.top5++;
        if (kind) kind.top5++;
      }
      if (rank !== 1) out.misses.push({ query: q.query, expected, rank, first: docs[0] ?? null });
      const top = docs.slice(0, 5);
      const lastCurrent = top.findLastIndex((d) => !archived.has(d));
      if (top.findIndex((d) => archived.has(d)) >= 0 && top.findIndex((d) => archived.has(d)) < lastCurrent) out.archivedFirst.push(q.query);
    }
    return out;
  });
}
