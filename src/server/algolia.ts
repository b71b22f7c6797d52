// Algolia's search endpoint answered from a build's own records, so the hosted mode runs end to
// end on loopback. In: the build folder, the expected credentials and a fallback handler; out: a
// handler answering POST /1/indexes/*/queries as Algolia does (the fields DocSearch reads).

import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compactIndex } from '../search/compact.ts';
import { loadIndex, type LoadedIndex } from '../search/loaded-index.ts';
import { search } from '../search/query.ts';
import type { SearchRecord } from '../search/record.ts';
import { highlight, snippet, toHighlighted } from '../search/snippet.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

interface QueryRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: (string | string[])[];
  clickAnalytics?: boolean;
}

interface Locale {
  loaded: LoadedIndex;
  origin: string;
}

/** Every locale's records in the build, indexed once on first use. */
function loadLocales(dir: string): Map<string, Locale> {
  const locales = new Map<string, Locale>();
  const folder = path.join(dir, 'search');
  for (const file of readdirSync(folder)) {
    const match = /^records\.(.+)\.json$/.exec(file);
    if (!match) continue;
    const records = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as SearchRecord[];
    const origin = records[0] ? new URL(records[0].url).origin : '';
    const { index, texts } = compactIndex(match[1]!, records, origin);
    locales.set(match[1]!, { loaded: loadIndex(index, texts), origin });
  }
  return locales;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

/** The value of a facet (e.g. language) asked for in facetFilters, nested lists included. */
function facet(filters: QueryRequest['facetFilters'], name: string): string | undefined {
  for (const f of (filters ?? []).flat()) if (f.startsWith(`${name}:`)) return f.slice(name.length + 1);
  return undefined;
}

function answer(locales: Map<string, Locale>, request: QueryRequest, fallbackLocale: string) {
  const localeCode = facet(request.facetFilters, 'language') ?? fallbackLocale;
  const locale = locales.get(localeCode);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const query = request.query ?? '';
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const words = Number(/^content:(\d+)$/.exec(request.attributesToSnippet?.find((a) => a.startsWith('content')) ?? '')?.[1] ?? 10);
  const result = locale && query.trim() ? search(locale.loaded, query, (page + 1) * hitsPerPage) : { hits: [], nbHits: 0 };
  const hits = result.hits.slice(page * hitsPerPage).map((hit) => {
    const matched = new Set(hit.matched);
    const highlighted = Object.fromEntries(
      Object.entries(hit.hierarchy)
        .filter(([, v]) => v !== null)
        .map(([level, v]) => [level, { value: toHighlighted(highlight(v!, matched, localeCode), pre, post) }]),
    );
    return {
      objectID: hit.objectID,
      hierarchy: hit.hierarchy,
      content: hit.content,
      type: hit.type,
      url: locale!.origin + hit.url,
      _highlightResult: { hierarchy: highlighted },
      ...(hit.content ? { _snippetResult: { content: { value: toHighlighted(snippet(hit.content, matched, localeCode, words), pre, post), matchLevel: 'full' } } } : {}),
    };
  });
  return {
    hits,
    nbHits: result.nbHits,
    page,
    nbPages: Math.ceil(result.nbHits / hitsPerPage),
    hitsPerPage,
    query,
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics ? { queryID: `local-${Date.now().toString(36)}` } : {}),
  };
}

/** Wraps `fallback` with the search endpoint; credentials must match the site's Algolia settings. */
export function withAlgoliaEndpoint(dir: string, credentials: { appId: string; apiKey: string } | undefined, fallbackLocale: string, fallback: Handler): Handler {
  let locales: Map<string, Locale> | undefined;
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) return fallback(req, res);
    if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed', status: 405 });
    const appId = url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
    const apiKey = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
    if (!credentials || appId !== credentials.appId || apiKey !== credentials.apiKey) {
      return json(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    }
    return new Promise<void>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          const { requests } = JSON.parse(body) as { requests: QueryRequest[] };
          locales ??= loadLocales(dir);
          json(res, 200, { results: requests.map((r) => answer(locales!, r, fallbackLocale)) });
        } catch (error) {
          json(res, 400, { message: (error as Error).message, status: 400 });
        }
        resolve();
      });
    });
  };
}
