// `legaldocs serve`: serves a built folder as a static host would.
// In: the site root (for baseUrl and locales), the folder, host and port; out: a running server.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { HEADERS_FILE, parseHeadersFile } from '../generator/render/security-headers.ts';
import { withAlgoliaEndpoint } from './algolia.ts';
import { listen } from './listen.ts';
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
  const localePrefixes = Object.keys(config.i18n.locales).filter((l) => l !== config.i18n.defaultLocale);
  const algolia = config.search.provider === 'algolia' ? config.search : undefined;
  const handler = withAlgoliaEndpoint(dir, algolia, config.i18n.defaultLocale, staticHandler({ dir, baseUrl: config.baseUrl, localePrefixes }));
  // The headers the build chose for static hosts, as they would send them; read per request, since
  // a rebuild while serving swaps in a new folder (and a config change, a new policy).
  const headersPath = path.join(dir, HEADERS_FILE);
  // Read again when the file changes (a rebuild writes a new one); while a rebuild swaps the folder
  // in, the file is missing for a moment and the last one read stands.
  let last: { stamp: string; headers: Record<string, string> } = { stamp: '', headers: {} };
  const headers = () => {
    try {
      const s = statSync(headersPath);
      const stamp = `${s.ino}\0${s.size}\0${s.mtimeMs}`;
      if (stamp !== last.stamp) last = { stamp, headers: parseHeadersFile(readFileSync(headersPath, 'utf8')) };
    } catch {
      // Missing for the moment, or unreadable: the last headers read.
    }
    return last.headers;
  };
  return listen(withHeaders(headers, handler), options.host, options.port);
}
