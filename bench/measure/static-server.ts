// A plain static file server for measuring page loads of any generator's output the same way:
// `/x` → x, x.html or x/index.html; no compression (the measurement compresses), HTML revalidated,
// other files cacheable for an hour as a host would send them. It logs every body it sends.
// In: a folder; out: its URL, the log of what was served, and a close function.

import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

async function resolveFile(dir: string, urlPath: string): Promise<string | undefined> {
  const base = path.join(dir, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await stat(candidate).then((s) => s.isFile(), () => false)) return candidate;
  }
  return undefined;
}

export interface ServedFile {
  /** The file sent, relative to the served folder. */
  file: string;
  body: Buffer;
  at: number;
}

export interface Served {
  url: string;
  /** Every body sent so far, in order. */
  log: ServedFile[];
  close: () => Promise<void>;
}

/** Serves `dir` on a free loopback port. */
export async function serveStatic(dir: string): Promise<Served> {
  const log: ServedFile[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const file = await resolveFile(dir, new URL(req.url ?? '/', 'http://x').pathname);
      if (!file) {
        res.writeHead(404).end('not found');
        return;
      }
      const body = await readFile(file);
      const html = file.endsWith('.html');
      log.push({ file: path.relative(dir, file), body, at: performance.now() });
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': html ? 'no-cache' : 'public, max-age=3600' }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, log, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
