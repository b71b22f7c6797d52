// A static file server that behaves like a static host: clean URLs, .html normalisation, the
// locale's 404.html with status 404, content types and cache headers, validators and 304s,
// compression, byte ranges; never outside its folder (symlinks that lead out of it included).
// In: the build folder and locale codes; out: a handler.

import { closeSync, createReadStream, readFile, realpathSync, statSync, watch, type FSWatcher, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { buildRunning } from '../generator/output/lock.ts';
import { chooseEncoding, compressedFiles, compressible, type Encoding } from './compress.ts';
import { fileHeaders } from './content-type.ts';
import { sendableHeaders } from './header-values.ts';
import { openWithin, type OpenFile } from './open-within.ts';
import { folderRedirect, localeOf, requestPath } from './request-path.ts';
import { decode } from '../shared/urls.ts';

export interface StaticOptions {
  dir: string;
  baseUrl: string;
  /** Locale codes with a folder of their own (all but the default). */
  localePrefixes: string[];
}

/** Sends a short plain-text answer (errors, refusals). */
export function sendText(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(body);
}

/** Refuses anything but GET and HEAD; true when the request was answered. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.setHeader('allow', 'GET, HEAD');
  sendText(res, 405, 'Method Not Allowed');
  return true;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Wraps `handler` so every response carries `headers(path)` for its decoded request path (a response's own headers win), those HTTP can carry. */
export function withHeaders(headers: (pathname: string) => Record<string, string>, handler: Handler): Handler {
  return (req, res) => {
    const pathname = decode((req.url ?? '/').split(/[?#]/)[0]!);
    for (const [name, value] of Object.entries(sendableHeaders(headers(pathname)))) res.setHeader(name, value);
    return handler(req, res);
  };
}

const readWhole = promisify(readFile);

type CompressedFiles = ReturnType<typeof compressedFiles>;

/** A strong validator for a file's bytes, from its identity on disk (a rebuild links unchanged files, keeping it). */
const entityTag = (stats: Stats, encoding?: Encoding) => `"${stats.ino.toString(36)}-${stats.size.toString(36)}-${Math.round(stats.mtimeMs * 1000).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/** The single byte range to answer with (undefined: the whole file), or 'unsatisfiable'. Several ranges get the whole file, as many hosts do. */
function byteRange(req: IncomingMessage, size: number, etag: string, lastModified: string): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  // If-Range: the range is for the version the client has; any other version is sent whole.
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== etag && ifRange !== lastModified) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * Answers with an open file: validators (ETag, Last-Modified) and 304 for a page or file the
 * client already has, br or gzip for text when accepted (Vary: Accept-Encoding), Content-Length,
 * and byte ranges (206, 416) of files sent as they are. The file is closed in every case.
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenFile, rel: string, status: number, compressed: CompressedFiles): Promise<void> {
  const { fd, stats } = file;
  let streaming = false;
  try {
    const headers: Record<string, string | number> = fileHeaders(rel);
    const varies = compressible(String(headers['content-type']), stats.size);
    if (varies) headers.vary = 'accept-encoding';
    const range = status === 200 && req.headers.range !== undefined;
    const encoding = varies && !range ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    if (status === 200) {
      headers.etag = entityTag(stats, encoding);
      headers['last-modified'] = stats.mtime.toUTCString();
      headers['accept-ranges'] = 'bytes';
      if (fresh(req.headers, { etag: String(headers.etag), 'last-modified': String(headers['last-modified']) })) {
        res.writeHead(304, headers);
        return void res.end();
      }
    }
    if (encoding) {
      const identity = `${file.real}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}`;
      const body = await compressed.get(identity, encoding, () => readWhole(fd));
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    let start = 0;
    let end = stats.size - 1;
    const wanted = status === 200 ? byteRange(req, stats.size, entityTag(stats), String(headers['last-modified'])) : undefined;
    if (wanted === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${stats.size}` });
      return void res.end();
    }
    if (wanted) {
      ({ start, end } = wanted);
      headers['content-range'] = `bytes ${start}-${end}/${stats.size}`;
    }
    res.writeHead(wanted ? 206 : status, { ...headers, 'content-length': end - start + 1 });
    if (req.method === 'HEAD' || end < start) return void res.end();
    // pipeline, not pipe: a download the client aborts must close the file too (pipe leaves the
    // stream paused and its file open for good, until the process runs out of descriptors).
    streaming = true;
    pipeline(createReadStream('', { fd, start, end }), res, () => undefined);
  } finally {
    if (!streaming) closeSync(fd);
  }
}

/** The folder's identity (its inode), or undefined while it is missing. */
const folderId = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.ino;

/** The folder's real path, or undefined while it is missing. */
function realFolderOf(dir: string): string | undefined {
  try {
    return realpathSync.native(dir);
  } catch {
    return undefined;
  }
}

/**
 * Resolves true once `dir` exists again, false if it has not within `limitMs`: a build swapping
 * the folder in (two renames, back to back) leaves it missing for a moment. Event-driven: the
 * parent folder is watched for its return.
 */
function reappearance(dir: string, limitMs = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    let watcher: FSWatcher | undefined;
    const done = (back: boolean) => {
      clearTimeout(timer);
      watcher?.close();
      resolve(back);
    };
    const timer = setTimeout(() => done(false), limitMs);
    const check = () => folderId(dir) !== undefined && done(true);
    try {
      watcher = watch(path.dirname(dir), (_event, name) => name === path.basename(dir) && check());
      watcher.on('error', () => done(false));
    } catch {
      return done(false);
    }
    // It may have come back before the watch began.
    check();
  });
}

/** Creates the request handler. */
export function staticHandler(options: StaticOptions) {
  const folder = path.resolve(options.dir);
  const compressed = compressedFiles();
  // Requests that arrive while the folder is being swapped share one wait for its return.
  let waiting: Promise<boolean> | undefined;
  const back = () => (waiting ??= reappearance(folder).finally(() => (waiting = undefined)));
  let realFolder: string | undefined;

  /**
   * The first of `files` found in the folder, open. A lookup that found nothing while the folder
   * was missing or replaced (a rebuild swapping it in) is made again once the new one is in place,
   * so a page that exists before and after a rebuild is never answered 404 during it.
   */
  async function find(files: readonly string[]): Promise<{ rel: string; file: OpenFile } | undefined> {
    const first = (realDir: string) => {
      for (const rel of files) {
        const file = openWithin(realDir, path.join(folder, rel));
        if (file) return { rel, file };
      }
      return undefined;
    };
    // The folder's real path is kept between requests; a miss checks it again (the folder may be
    // a link pointed elsewhere since) with the lookup itself.
    if (realFolder !== undefined) {
      const found = first(realFolder);
      if (found) return found;
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = folderId(folder);
      realFolder = before === undefined ? undefined : realFolderOf(folder);
      if (realFolder !== undefined) {
        const found = first(realFolder);
        if (found || folderId(folder) === before) return found;
      } else if (!buildRunning(folder) || !(await back())) return undefined;
    }
    return undefined;
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (refuseMethod(req, res)) return;
    const request = requestPath(req.url ?? '/', options.baseUrl);
    if ('status' in request) return sendText(res, request.status, 'Bad Request');
    const found = await find(request.files);
    const moved = found && folderRedirect(req.url ?? '/', found.rel);
    if (moved) {
      closeSync(found.file.fd);
      res.setHeader('location', moved);
      return sendText(res, 301, `Moved to ${moved}`);
    }
    if (found) return sendFile(req, res, found.file, found.rel, 200, compressed);
    const locale = localeOf(request.pathname, options.baseUrl, options.localePrefixes);
    const notFound = await find(locale ? [`${locale}/404.html`, '404.html'] : ['404.html']);
    if (!notFound) return sendText(res, 404, 'Not Found');
    await sendFile(req, res, notFound.file, notFound.rel, 404, compressed);
  };
}
