// `legaldocs serve`: serves a built folder as a static host would.
// In: the site root (for baseUrl and locales), the folder, host and port; out: a running server.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { HEADERS_FILE } from '../generator/render/security-headers.ts';
import { headersFor, parseHeaders, type HeaderRule } from '../generator/render/headers-file.ts';
import { withAlgoliaEndpoint } from './algolia.ts';
import { listen, type Handler } from './listen.ts';
import { staticHandler, withHeaders } from './static.ts';

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
}

/** The handler `serve` answers with: the build's headers (each block of its _headers on the paths it matches), the search endpoint, the folder's files. */
export function siteHandler(site: ServedSite): Handler {
  const files = staticHandler({ dir: site.dir, baseUrl: site.baseUrl, localePrefixes: site.localePrefixes });
  const handler = withAlgoliaEndpoint(site.dir, site.algolia, site.defaultLocale, files);
  // The headers the build chose for static hosts, as they would send them; read per request, since
  // a rebuild while serving swaps in a new folder (and a config change, a new policy).
  const headersPath = path.join(site.dir, HEADERS_FILE);
  // Read again when the file changes (a rebuild writes a new one); while a rebuild swaps the folder
  // in, the file is missing for a moment and the last one read stands.
  let last: { stamp: string; rules: HeaderRule[] } = { stamp: '', rules: [] };
  const headers = (pathname: string) => {
    try {
      const s = statSync(headersPath);
      const stamp = `${s.ino}\0${s.size}\0${s.mtimeMs}`;
      if (stamp !== last.stamp) last = { stamp, rules: parseHeaders(readFileSync(headersPath, 'utf8')).rules };
    } catch {
      // Missing for the moment, or unreadable: the last headers read.
    }
    return headersFor(last.rules, pathname);
  };
  return withHeaders(headers, handler);
}
