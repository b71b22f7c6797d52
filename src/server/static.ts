// A static file server that behaves like a static host: clean URLs, .html normalisation, the
// locale's 404.html with status 404, content types and cache headers; never outside its folder
// (symlinks that lead out of it included). In: the build folder and locale codes; out: a handler.

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileHeaders } from './content-type.ts';
import { localeOf, requestPath } from './request-path.ts';

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

/** The real path of `rel` inside `root` when it is a regular file that stays inside `root`. */
export async function fileInside(root: string, rel: string): Promise<string | undefined> {
  try {
    const real = await realpath(path.join(root, rel));
    if (!real.startsWith(root + path.sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses anything but GET and HEAD; true when the request was answered. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.setHeader('allow', 'GET, HEAD');
  sendText(res, 405, 'Method Not Allowed');
  return true;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Wraps `handler` so every response carries `headers()` (a response's own headers win). */
export function withHeaders(headers: () => Record<string, string>, handler: Handler): Handler {
  return (req, res) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    return handler(req, res);
  };
}

/** Creates the request handler. */
export function staticHandler(options: StaticOptions) {
  let root: Promise<string> | undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (refuseMethod(req, res)) return;
    const request = requestPath(req.url ?? '/', options.baseUrl);
    if ('status' in request) return sendText(res, request.status, 'Bad Request');
    const dir = await (root ??= realpath(path.resolve(options.dir)));
    let status = 200;
    let rel: string | undefined;
    let found: string | undefined;
    for (const candidate of request.files) {
      if ((found = await fileInside(dir, candidate))) {
        rel = candidate;
        break;
      }
    }
    if (!found) {
      status = 404;
      const locale = localeOf(request.pathname, options.baseUrl, options.localePrefixes);
      rel = locale ? `${locale}/404.html` : '404.html';
      found = (await fileInside(dir, rel)) ?? (await fileInside(dir, (rel = '404.html')));
      if (!found) return sendText(res, 404, 'Not Found');
    }
    res.writeHead(status, fileHeaders(rel!));
    if (req.method === 'HEAD') return void res.end();
    // pipeline, not pipe: a download the client aborts must close the file too (pipe leaves the
    // stream paused and its file open for good, until the process runs out of descriptors).
    pipeline(createReadStream(found), res, () => undefined);
  };
}
