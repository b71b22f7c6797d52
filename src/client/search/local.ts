// The built-in engine: searches the locale's compact index and paragraphs in memory.
// In: a SearchView with the downloaded index and paragraphs (engine.ts fetches them); out: an Engine.

import type { CompactIndex, SectionTexts } from '../../search/compact.ts';
import type { Hit } from '../../search/hit.ts';
import { loadIndex } from '../../search/loaded-index.ts';
import { search } from '../../search/query.ts';
import { highlight, snippet } from '../../search/snippet.ts';
import { suggest } from '../../search/suggest.ts';
import type { SearchView } from '../../shared/search-view.ts';
import type { DisplayHit, Engine } from './engine.ts';

const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function display(hit: Hit, locale: string, snippetWords: number): DisplayHit {
  const matched = new Set(hit.matched);
  const own = hit.type === 'content' ? undefined : hit.hierarchy[hit.type];
  const deepest = [...levels].reverse().find((l) => hit.hierarchy[l]) ?? 'lvl1';
  const title = own ?? hit.hierarchy[deepest] ?? '';
  const above = [hit.hierarchy.lvl1, ...levels.map((l) => hit.hierarchy[l])].filter((h): h is string => Boolean(h) && h !== title);
  return {
    id: hit.objectID,
    url: hit.url,
    lvl0: hit.hierarchy.lvl0 ?? '',
    type: hit.type,
    title: highlight(title, matched, locale),
    path: above.join(' › '),
    content: hit.content ? snippet(hit.content, matched, locale, snippetWords) : null,
  };
}

export function localEngine(view: SearchView, index: CompactIndex, texts: SectionTexts): Engine {
  const loaded = loadIndex(index, texts);
  return {
    async search(query, { page, hitsPerPage, snippetWords }) {
      const result = search(loaded, query, (page + 1) * hitsPerPage);
      return { nbHits: result.nbHits, hits: result.hits.slice(page * hitsPerPage).map((h) => display(h, view.locale, snippetWords)) };
    },
    async suggestions(query) {
      return suggest(loaded, query);
    },
  };
}
