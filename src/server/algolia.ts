// Algolia's search endpoint answered from a build's own records, so the hosted mode runs end to
// end on loopback; every call within the limits of algolia-request.ts, its answer built in full
// before anything is sent (so a refusal is never a second head). In: the build folder, the expected
// credentials and a fallback handler; out: a handler answering POST /1/indexes/*/queries as
// Algolia does (the fields DocSearch reads).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { searchLanguage } from '../generator/search/language.ts';
import { compactIndex } from '../search/compact.ts';
import { loadIndex, type LoadedIndex } from '../search/loaded-index.ts';
import { search } from '../search/query.ts';
import type { SearchRecord } from '../search/record.ts';
import { highlight, snippet, toHighlighted } from '../search/snippet.ts';
import { dropBody, hitsAsked, queryLimits, readQueries, type QueryRequest } from './algolia-request.ts';
import { clientBudget } from './budget.ts';
import { takingTurns } from './turns.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

interface Locale {
  loaded: LoadedIndex;
  origin: string;
}

/** A locale's records, indexed. */
function loadLocale(file: string, code: string): Locale {
  const records = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[];
  const origin = records[0] ? new URL(records[0].url).origin : '';
  const { index, texts } = compactIndex(code, records, origin, searchLanguage(code));
  return { loaded: loadIndex(index, texts), origin };
}

type Locales = (code: string) => Locale | undefined;

function json(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', ...headers });
  res.end(body);
}

/** An error as Algolia sends one; `close` for a refusal that leaves the request's body unread. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}, close = false) {
  if (close) res.shouldKeepAlive = false;
  json(res, status, JSON.stringify({ message, status }), headers);
}

/** The value of a facet (e.g. language) asked for in facetFilters, nested lists included. */
function facet(filters: QueryRequest['facetFilters'], name: string): string | undefined {
  for (const f of [filters ?? []].flat(2)) if (f.startsWith(`${name}:`)) return f.slice(name.length + 1);
  return undefined;
}

/** Lets other requests be answered: between queries, and every few dozen hits highlighted. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** One query's answer, as JSON text, or undefined once the call's answer would pass `room` characters. */
async function answer(locales: Locales, request: QueryRequest, fallbackLocale: string, room: number): Promise<string | undefined> {
  const localeCode = facet(request.facetFilters, 'language') ?? fallbackLocale;
  const locale = locales(localeCode);
  const { page, hitsPerPage, upTo } = hitsAsked(request);
  const query = request.query ?? '';
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const words = Number(/^content:(\d{1,4})$/.exec(request.attributesToSnippet?.find((a) => a.startsWith('content')) ?? '')?.[1] ?? 10);
  const result = locale && query.trim() ? search(locale.loaded, query, upTo) : { hits: [], nbHits: 0 };
  const hits: string[] = [];
  let size = 0;
  for (const [i, hit] of result.hits.slice(page * hitsPerPage).entries()) {
    if (i && i % 32 === 0) await breathe();
    // The least the hit adds, counted before its highlights are made: the work stays within the answer's size.
    const least = (hit.content?.length ?? 0) + Object.values(hit.hierarchy).reduce((n, v) => n + (v?.length ?? 0), 0);
    if (size + least > room) return undefined;
    const matched = new Set(hit.matched);
    const highlighted = Object.fromEntries(
      Object.entries(hit.hierarchy)
        .filter(([, v]) => v !== null)
        .map(([level, v]) => [level, { value: toHighlighted(highlight(v!, matched, localeCode), pre, post) }]),
    );
    const text = JSON.stringify({
      objectID: hit.objectID,
      hierarchy: hit.hierarchy,
      content: hit.content,
      type: hit.type,
      url: locale!.origin + hit.url,
      _highlightResult: { hierarchy: highlighted },
      ...(hit.content ? { _snippetResult: { content: { value: toHighlighted(snippet(hit.content, matched, localeCode, words), pre, post), matchLevel: 'full' } } } : {}),
    });
    if ((size += text.length + 1) > room) return undefined;
    hits.push(text);
  }
  const rest = JSON.stringify({
    nbHits: result.nbHits,
    page,
    nbPages: hitsPerPage ? Math.min(Math.ceil(result.nbHits / hitsPerPage), Math.ceil(queryLimits.hits / hitsPerPage)) : 0,
    hitsPerPage,
    query,
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics ? { queryID: `local-${Date.now().toString(36)}` } : {}),
  });
  return `{"hits":[${hits.join(',')}],${rest.slice(1)}`;
}

/** The request's path and query string, without parsing what a URL parser would refuse (`//x:99999/`). */
function target(url: string): { pathname: string; query: URLSearchParams } {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, query: new URLSearchParams() } : { pathname: url.slice(0, at), query: new URLSearchParams(url.slice(at + 1)) };
}

/**
 * The build's search records, each locale's indexed when it is first asked for (one locale's
 * records, not every locale's, hold up the call that needs them) and again once a rebuild swapped
 * in a new search folder; undefined while the folder is missing. Locale codes are looked up among
 * the files there, never joined into a path.
 */
function searchIndex(dir: string): () => Locales | undefined {
  const folder = path.join(dir, 'search');
  let held: { stamp: string; files: Map<string, string>; loaded: Map<string, Locale> } | undefined;
  const locales: Locales = (code) => {
    const file = held!.files.get(code);
    if (file === undefined) return undefined;
    let locale = held!.loaded.get(code);
    if (!locale) held!.loaded.set(code, (locale = loadLocale(file, code)));
    return locale;
  };
  return () => {
    const stats = statSync(folder, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = `${stats.ino}\0${stats.mtimeMs}`;
    if (held?.stamp !== stamp) {
      const files = new Map<string, string>();
      for (const name of readdirSync(folder)) {
        const match = /^records\.(.+)\.json$/.exec(name);
        if (match) files.set(match[1]!, path.join(folder, name));
      }
      held = { stamp, files, loaded: new Map() };
    }
    return locales;
  };
}

/** Wraps `fallback` with the search endpoint; credentials must match the site's Algolia settings; each address may ask `hitsPerClient` hits in 10 s. */
export function withAlgoliaEndpoint(
  dir: string,
  credentials: { appId: string; apiKey: string } | undefined,
  fallbackLocale: string,
  fallback: Handler,
  hitsPerClient = queryLimits.hitsPerClient,
): Handler {
  const index = searchIndex(dir);
  // Calls are answered one at a time (each bounded, and breathing so pages are answered meanwhile),
  // clients taking turns, two calls of one client in the line at most (a reader types ahead of the
  // answers); once one has waited 2 s for its turn, further calls are refused until the line moves.
  const inTurn = takingTurns({ maxWaitMs: 2_000, maxWaiting: 256, perClient: 2 });
  // The hits a client may have highlighted in 10 s: DocSearch asks some 20 a keystroke.
  const hitsSearched = clientBudget({ windowMs: 10_000, limit: hitsPerClient });
  return async (req, res) => {
    const { pathname, query } = target(req.url ?? '/');
    if (!/^\/1\/indexes\/[^/]+\/queries$/.test(pathname)) return fallback(req, res);
    if (req.method !== 'POST') return refuse(res, 405, 'Method not allowed', { allow: 'POST' }, (await dropBody(req)) === 'cut');
    const appId = query.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
    const apiKey = query.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
    if (!credentials || appId !== credentials.appId || apiKey !== credentials.apiKey) {
      return refuse(res, 403, 'Invalid Application-ID or API key', {}, (await dropBody(req)) === 'cut');
    }
    // Its body left unread, and the connection closed.
    const client = req.socket.remoteAddress ?? '';
    if (hitsSearched.exhausted(client)) return refuse(res, 503, 'This address searched too much; try again in a moment.', { 'retry-after': '10' }, true);
    const asked = await readQueries(req);
    if ('status' in asked) return refuse(res, asked.status, asked.message, {}, asked.close);
    hitsSearched.spend(client, asked.requests.reduce((n, request) => n + hitsAsked(request).hitsPerPage, 0));
    const locales = index();
    // Missing while a rebuild swaps the folder in.
    if (!locales) return refuse(res, 503, 'The search index is being rebuilt; try again.', { 'retry-after': '1' });
    const answered = await inTurn(async () => {
      // A caller that gave up while waiting is not answered.
      if (res.destroyed) return undefined;
      const results: string[] = [];
      let room = queryLimits.answerLength;
      for (const [i, request] of asked.requests.entries()) {
        if (i) await breathe();
        const text = await answer(locales, request, fallbackLocale, room);
        if (text === undefined) return 'too large';
        room -= text.length + 1;
        results.push(text);
      }
      return `{"results":[${results.join(',')}]}`;
    }, client);
    if (answered === 'busy') return refuse(res, 503, 'The search is busy; try again in a moment.', { 'retry-after': '1' });
    if (answered === 'too large') return refuse(res, 400, 'The answer would be too large: ask for fewer hits or shorter highlight tags.');
    if (answered !== undefined) json(res, 200, answered);
  };
}
