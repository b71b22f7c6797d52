// A static file server that behaves like a static host: clean URLs, .html normalisation, the
// locale's 404.html with status 404, content types and cache headers; never outside its folder.
// In: the build folder and the locale codes; out: a request handler for node:http.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { normalizeCandidates } from '../generator/urls.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticOptions {
  dir: string;
  baseUrl: string;
  /** Locale codes with a folder of their own (all but the default). */
  localePrefixes: string[];
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to candidate files inside `dir`; undefined when it would leave `dir`. */
export function candidateFiles(dir: string, baseUrl: string, pathname: string): string[] | undefined {
  if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return [];
  const files: string[] = [];
  for (const candidate of normalizeCandidates(pathname)) {
    const rel = candidate.slice(baseUrl.length - 1);
    const forms = rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
    for (const form of forms) {
      const file = path.join(dir, form);
      if (file !== dir && !file.startsWith(dir + path.sep)) return undefined;
      files.push(file);
    }
  }
  return files;
}

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

/** Creates the request handler. */
export function staticHandler(options: StaticOptions) {
  const dir = path.resolve(options.dir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, 'Method Not Allowed');
    }
    const rawPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return send(res, 400, 'Bad Request: malformed percent-encoding');
    }
    if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..') || !pathname.startsWith('/')) {
      return send(res, 400, 'Bad Request');
    }
    const candidates = candidateFiles(dir, options.baseUrl, pathname);
    if (candidates === undefined) return send(res, 400, 'Bad Request');
    let found: string | undefined;
    for (const file of candidates) {
      if (await isFile(file)) {
        found = file;
        break;
      }
    }
    let status = 200;
    if (!found) {
      status = 404;
      const first = pathname.slice(options.baseUrl.length).split('/')[0] ?? '';
      const localized = options.localePrefixes.includes(first) ? path.join(dir, first, '404.html') : undefined;
      found = localized && (await isFile(localized)) ? localized : path.join(dir, '404.html');
      if (!(await isFile(found))) return send(res, 404, 'Not Found');
    }
    const type = contentTypes[path.extname(found).toLowerCase()] ?? 'application/octet-stream';
    const hashed = found.startsWith(path.join(dir, 'assets') + path.sep);
    res.writeHead(status, {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(found).on('error', () => res.destroy()).pipe(res);
  };
}
