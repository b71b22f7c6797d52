// The built-in engine: fetches the locale's compact index and paragraphs, then searches in memory.
// In: a SearchView; out: an Engine (rejects with the HTTP error when a file cannot be fetched).

import type { CompactIndex, SectionTexts } from '../../search/compact.ts';
import { loadIndex, search, type Hit } from '../../search/query.ts';
import { highlight, snippet } from '../../search/snippet.ts';
import type { SearchView } from '../../search/view.ts';
import type { DisplayHit, Engine } from './engine.ts';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

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

export async function localEngine(view: SearchView): Promise<Engine> {
  const [index, texts] = await Promise.all([fetchJson<CompactIndex>(view.local!.index), fetchJson<SectionTexts>(view.local!.text)]);
  const loaded = loadIndex(index, texts);
  return {
    async search(query, { page, hitsPerPage, snippetWords }) {
      const result = search(loaded, query, (page + 1) * hitsPerPage);
      return { nbHits: result.nbHits, hits: result.hits.slice(page * hitsPerPage).map((h) => display(h, view.locale, snippetWords)) };
    },
    async suggestions() {
      return index.suggestions;
    },
  };
}
