// The search backends behind one interface: the built-in index or Algolia (DocSearch's request).
// In: a page's SearchView; out: an Engine answering queries with display-ready hits.

import type { CompactIndex, SectionTexts } from '../../search/compact.ts';
import type { Part } from '../../search/snippet.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { fetchJson } from '../fetch-json.ts';

/** A hit as the modal and the search page show it: highlighted parts, never HTML. */
export interface DisplayHit {
  id: string;
  /** A site path (opened through the router) or an absolute URL elsewhere. */
  url: string;
  lvl0: string;
  type: string;
  title: Part[];
  /** The headings above the hit, for context. */
  path: string;
  content: Part[] | null;
}

export interface ResultPage {
  hits: DisplayHit[];
  nbHits: number;
}

export interface SearchOptions {
  page: number;
  hitsPerPage: number;
  /** Words in a content snippet: 10, or 5 on small screens. */
  snippetWords: number;
}

export interface Engine {
  search(query: string, options: SearchOptions): Promise<ResultPage>;
  /** Queries to suggest when `query` finds nothing. */
  suggestions(query: string): Promise<string[]>;
}

/** Index hits carry the public origin (records are made for a hosted index); the site opens paths. */
export function sitePath(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** Loads the engine of a view; rejects when its code or index cannot be fetched (with the HTTP error; the caller retries). */
export async function loadEngine(view: SearchView): Promise<Engine> {
  if (view.algolia) {
    const { algoliaEngine } = await import('./algolia.ts');
    return algoliaEngine(view, view.algolia);
  }
  const { localEngine } = await import('./local.ts');
  // Fetched here rather than in local.ts: the router shares fetchJson, and a helper used by the main
  // bundle and a lazy chunk alike would become a chunk of its own, one more request on every page.
  const [index, texts] = await Promise.all([fetchJson<CompactIndex>(view.local!.index), fetchJson<SectionTexts>(view.local!.text)]);
  return localEngine(view, index, texts);
}
