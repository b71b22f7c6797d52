// `legaldocs serve`: serves a built folder as a static host would.
// In: the site root (for baseUrl and locales), the folder, host and port; out: a running server.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { HEADERS_FILE } from '../generator/render/security-headers.ts';
import { parseRedirects, redirectFor, REDIRECTS_FILE } from '../generator/render/redirects-file.ts';
import { headersFor, parseHeaders } from '../generator/render/headers-file.ts';
import { withAlgoliaEndpoint } from './algolia.ts';
import { listen, type Handler } from './listen.ts';
import { sendText, staticHandler, withHeaders } from './static.ts';

export interface ServeOptions {
  root: string;
  config: string;
  dir: string;
  host: string;
  port: number;
}

export async function serveBuild(options: ServeOptions) {
  const dir = path.resolve(options.root, options.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new LegaldocsError([
      new InvalidConfig(`"${options.dir}" holds no built site`, { hint: 'Run `legaldocs build` first, or name the folder: legaldocs serve <dir>.' }).toDiagnostic(),
    ]);
  }
  const { config } = await loadConfig(options.root, options.config);
  const handler = siteHandler({
    dir,
    baseUrl: config.baseUrl,
    defaultLocale: config.i18n.defaultLocale,
    localePrefixes: Object.keys(config.i18n.locales).filter((l) => l !== config.i18n.defaultLocale),
    ...(config.search.provider === 'algolia' ? { algolia: config.search } : {}),
  });
  return listen(handler, options.host, options.port);
}

/** What `serve` needs to know of a built site besides its files. */
export interface ServedSite {
  /** The build folder, absolute. */
  dir: string;
  baseUrl: string;
  defaultLocale: string;
  /** Locale codes with a folder of their own (all but the default). */
  localePrefixes: string[];
  /** The Algolia credentials the local search endpoint expects, when the site searches with Algolia. */
  algolia?: { appId: string; apiKey: string };
  /** Hits one address may ask the search endpoint for in 10 s (algolia-request.ts's `hitsPerClient` unless given). */
  searchHitsPerClient?: number;
}

/**
 * A file of the build read again when it changes (a rebuild writes a new one), parsed; while a
 * rebuild swaps the folder in, the file is missing for a moment and the last one read stands.
 */
function watchedFile<T>(file: string, parse: (text: string) => T, empty: T): () => T {
  let last = { stamp: '', value: empty };
  return () => {
    try {
      const s = statSync(file);
      const stamp = `${s.ino}\0${s.size}\0${s.mtimeMs}`;
      if (stamp !== last.stamp) last = { stamp, value: parse(readFileSync(file, 'utf8')) };
    } catch {
      // Missing for the moment, or unreadable: the last one read.
    }
    return last.value;
  };
}

/**
 * The handler `serve` answers with: the build's redirects (its _redirects, first rule that matches)
 * and headers (each block of its _headers on the paths it matches), the search endpoint, the
 * folder's files. Both files are read per request, since a rebuild while serving swaps in a new
 * folder (and a config change, a new policy).
 */
export function siteHandler(site: ServedSite): Handler {
  const files = staticHandler({ dir: site.dir, baseUrl: site.baseUrl, localePrefixes: site.localePrefixes });
  const search = withAlgoliaEndpoint(site.dir, site.algolia, site.defaultLocale, files, site.searchHitsPerClient);
  const headerRules = watchedFile(path.join(site.dir, HEADERS_FILE), (text) => parseHeaders(text).rules, []);
  const redirectRules = watchedFile(path.join(site.dir, REDIRECTS_FILE), parseRedirects, []);
  const handler: Handler = (req, res) => {
    const url = req.url ?? '/';
    const at = url.search(/[?#]/);
    const query = at === -1 ? '' : url.slice(at).split('#')[0]!;
    const moved = redirectFor(redirectRules(), at === -1 ? url : url.slice(0, at));
    if (!moved || !['GET', 'HEAD'].includes(req.method ?? '')) return search(req, res);
    // The query goes along, as the hosts send it, unless the rule names one.
    res.setHeader('location', moved.location.includes('?') || !query ? moved.location : moved.location + query);
    return sendText(res, moved.status, `Moved to ${moved.location}`);
  };
  return withHeaders((pathname) => headersFor(headerRules(), pathname), handler);
}
