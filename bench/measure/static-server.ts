// A plain static file server for measuring page loads of any generator's output the same way:
// `/x` → x, x.html or x/index.html; no compression (sizes are compressed by the measurement).
// In: a folder; out: its URL and a close function.

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

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/** Serves `dir` on a free loopback port. */
export async function serveStatic(dir: string): Promise<Served> {
  const server = createServer((req, res) => {
    void (async () => {
      const file = await resolveFile(dir, new URL(req.url ?? '/', 'http://x').pathname);
      if (!file) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
