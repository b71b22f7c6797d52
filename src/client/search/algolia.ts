// The hosted engine: the official algoliasearch v5 lite client, sending DocSearch's request.
// In: a SearchView with Algolia settings; out: an Engine (rejects when every host fails).

import { liteClient } from 'algoliasearch/lite';
import { fromHighlighted, type Part } from '../../search/snippet.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { sitePath, type DisplayHit, type Engine } from './engine.ts';

type Highlighted = { value: string };
interface AlgoliaHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: { hierarchy?: Record<string, Highlighted | undefined> };
  _snippetResult?: { content?: Highlighted };
}

const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The DocSearch request for one query, as the issue and DocSearch define it. */
export function docsearchRequest(view: SearchView, query: string, page: number, hitsPerPage: number, snippetWords: number) {
  const algolia = view.algolia!;
  return {
    indexName: algolia.indexName,
    query,
    attributesToRetrieve: [...['lvl0', ...levels].map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [`content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage,
    page,
    clickAnalytics: true,
    // Algolia segments Japanese, Korean and Chinese only when told the query's language.
    queryLanguages: [view.locale.split('-')[0]!],
    ...(algolia.contextualSearch ? { facetFilters: [`language:${view.locale}`, 'docusaurus_tag:docs-default-current'] } : {}),
  };
}

function toDisplay(hit: AlgoliaHit, origin: string): DisplayHit {
  const deepest = [...levels].reverse().find((l) => hit.hierarchy[l]) ?? 'lvl1';
  const titleLevel = hit.type === 'content' ? deepest : hit.type;
  const titleValue = hit._highlightResult?.hierarchy?.[titleLevel]?.value;
  const title: Part[] = titleValue !== undefined ? fromHighlighted(titleValue) : [{ text: hit.hierarchy[titleLevel] ?? '', mark: false }];
  const snippet = hit._snippetResult?.content?.value;
  return {
    id: hit.objectID,
    url: sitePath(hit.url, origin),
    lvl0: hit.hierarchy.lvl0 ?? '',
    type: hit.type,
    title,
    path: levels
      .map((l) => hit.hierarchy[l])
      .filter((h): h is string => Boolean(h) && h !== hit.hierarchy[titleLevel])
      .join(' › '),
    content: hit.type === 'content' && snippet !== undefined ? fromHighlighted(snippet) : null,
  };
}

export function algoliaEngine(view: SearchView, algolia: NonNullable<SearchView['algolia']>): Engine {
  const hosts = algolia.hosts?.map((h) => {
    const url = new URL(h);
    return { url: url.host, protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const), accept: 'readWrite' as const };
  });
  const client = liteClient(algolia.appId, algolia.apiKey, hosts ? { hosts } : {});
  // As DocSearch does, queries that found nothing are offered the groups earlier queries found.
  let groups: string[] = [];
  return {
    async search(query, { page, hitsPerPage, snippetWords }) {
      const { results } = await client.search<AlgoliaHit>({ requests: [docsearchRequest(view, query, page, hitsPerPage, snippetWords)] });
      const first = results[0] as { hits: AlgoliaHit[]; nbHits?: number };
      const hits = first.hits.map((h) => toDisplay(h, view.origin));
      if (hits.length) groups = [...new Set(hits.map((h) => h.lvl0).filter(Boolean))];
      return { hits, nbHits: first.nbHits ?? first.hits.length };
    },
    async suggestions() {
      return groups;
    },
  };
}
