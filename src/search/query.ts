// Local search: a loaded compact index answers a query with ranked, DocSearch-shaped hits.
// In: a LoadedIndex (see loadIndex) and a query; out: hits (best first) and the total count.

import { candidates } from './candidates.ts';
import { toHit, type Hit } from './hit.ts';
import type { LoadedIndex } from './loaded-index.ts';
import { queryWords } from './match.ts';
import { rank } from './rank.ts';


export interface SearchResult {
  hits: Hit[];
  nbHits: number;
}

/** Runs a query: every query word (most, for a longer question) must match the section's text or one of its headings above. */
export function search(loaded: LoadedIndex, query: string, limit = 20): SearchResult {
  const words = queryWords(query, loaded.index.locale, loaded.stop);
  if (!words.length) return { hits: [], nbHits: 0 };
  const found = candidates(loaded, words);
  const ranked = rank(loaded, query, found);
  return { hits: ranked.slice(0, limit).map((s) => toHit(loaded, s, found.matched)), nbHits: ranked.length };
}
