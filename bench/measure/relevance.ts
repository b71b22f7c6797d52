// Search relevance on this site's own documents: each benchmark query (bench/relevance) is run on
// the engine the browser uses, against the built index of its locale; counted is where the
// document it should find comes among the distinct documents of the results.
// In: a build folder of this site; out: per locale, how often the right document is first and in the top 5.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompactIndex, SectionTexts } from '../../src/search/compact.ts';
import { loadIndex } from '../../src/search/loaded-index.ts';
import { search } from '../../src/search/query.ts';
import { relevanceQueries } from '../relevance/queries.ts';

export interface RelevanceMiss {
  query: string;
  expected: string;
  /** 1-based rank among distinct documents, or null when it was not among the results. */
  rank: number | null;
  first: string | null;
}

export interface LocaleRelevance {
  locale: string;
  queries: number;
  first: number;
  top5: number;
  /** Of the phrase queries (a phrase quoted from the document), how many found it first. */
  phrases: number;
  phrasesFirst: number;
  misses: RelevanceMiss[];
}

/** Distinct documents of the results, best first (hits are sections: a document comes once). */
const documents = (urls: string[]) => [...new Set(urls.map((u) => u.split('#')[0]!))];

export function measureRelevance(buildDir: string, defaultLocale = 'en'): LocaleRelevance[] {
  return Object.entries(relevanceQueries).map(([locale, queries]) => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(buildDir, 'search', file), 'utf8')) as unknown;
    const loaded = loadIndex(read(`index.${locale}.json`) as CompactIndex, read(`text.${locale}.json`) as SectionTexts);
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const out: LocaleRelevance = { locale, queries: queries.length, first: 0, top5: 0, phrases: 0, phrasesFirst: 0, misses: [] };
    for (const q of queries) {
      const expected = prefix + q.expect;
      const docs = documents(search(loaded, q.query, 200).hits.map((h) => h.url));
      const at = docs.indexOf(expected);
      const rank = at < 0 ? null : at + 1;
      if (rank === 1) out.first++;
      if (rank !== null && rank <= 5) out.top5++;
      if (q.phrase) {
        out.phrases++;
        if (rank === 1) out.phrasesFirst++;
      }
      if (rank !== 1) out.misses.push({ query: q.query, expected, rank, first: docs[0] ?? null });
    }
    return out;
  });
}
