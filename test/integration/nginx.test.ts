// docs/deploying.md's nginx sample, as written there, serving a build through Debian's nginx (the
// test command installs it): clean URLs, each locale's not-found page, the security headers of
// _headers, year-long caching of hashed assets only, no host files, and a crawl of every page with
// its links and fragments passing through it.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LinkChecker, LinkState } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/generator/render/security-headers.ts';
import { fixtureSite, repoRoot, runCli } from '../helpers/fixture.ts';

/** The code blocks of a section of docs/deploying.md, by language. */
async function samples(section: string): Promise<Record<string, string>> {
  const doc = await readFile(path.join(repoRoot, 'docs/deploying.md'), 'utf8');
  const body = doc.split(/^## /m).find((s) => s.startsWith(`${section}\n`))!;
  return Object.fromEntries([...body.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1]!, m[2]!]));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let origin: string;
let build: string;
let nginx: ChildProcess | undefined;
let log = '';

beforeAll(async () => {
  const site = await fixtureSite('clean');
  expect((await runCli(site, ['build'])).code).toBe(0);
  build = path.join(site, 'build');
  const work = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  const { sh, nginx: server } = await samples('nginx');
  const snippet = path.join(work, 'legal-headers.conf');
  const place = (text: string) => text.replaceAll('/srv/legal/build', build).replaceAll('/etc/nginx/snippets/legal-headers.conf', snippet);
  await promisify(execFile)('sh', ['-c', place(sh!)]);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The sample's server inside the smallest nginx.conf that runs it unprivileged files-wise: its
  // own pid, log and temporary folders; the workers as this user, who owns the build.
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log;`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${work}/${t};`),
    place(server!).replace(/listen 80;/, `listen 127.0.0.1:${port};`),
    '}',
  ].join('\n');
  await writeFile(path.join(work, 'nginx.conf'), conf);
  // Debian puts it in /usr/sbin, which a user's PATH may lack.
  nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', work, '-c', path.join(work, 'nginx.conf')]);
  nginx.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${origin}/`).then((r) => r.ok, () => false)) return;
    if (nginx.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start:\n${log}\n${await readFile(path.join(work, 'error.log'), 'utf8').catch(() => '')}`);
}, 120_000);

afterAll(() => nginx?.kill());

describe('the nginx sample of docs/deploying.md', () => {
  it('serves pages at their clean URLs with the security headers of _headers and no-cache', async () => {
    const expected = parseHeadersFile(await readFile(path.join(build, '_headers'), 'utf8'));
    for (const route of ['/', '/docs/intro', '/es/', '/ja/docs/guide/terms', '/es/search']) {
      const response = await fetch(origin + route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${route} ${name}`).toBe(value);
    }
  });

  it("answers a missing page with its locale's not-found page, and never with a host file", async () => {
    for (const [route, lang] of [['/docs/nope', 'en'], ['/es/docs/nope', 'es'], ['/ja/nope', 'ja'], ['/_headers', 'en']] as const) {
      const response = await fetch(origin + route);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toContain(`<html lang="${lang}"`);
    }
  });

  it('caches hashed assets for a year with the security headers still on', async () => {
    const script = (await readdir(path.join(build, 'assets'))).find((f) => /^main-.+\.js$/.test(f))!;
    const response = await fetch(`${origin}/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });

  it('sends every kind of text the build writes with its charset', async () => {
    const style = (await readdir(path.join(build, 'assets'))).find((f) => /^main-.+\.css$/.test(f))!;
    for (const [file, type] of [[`/assets/${style}`, 'text/css'], ['/data/docs/intro.json', 'application/json'], ['/sitemap.xml', 'text/xml']] as const) {
      expect((await fetch(origin + file)).headers.get('content-type'), file).toBe(`${type}; charset=utf-8`);
    }
  });

  it('passes a crawl of every page, link and fragment', async () => {
    // Every page the sitemap lists, as check --crawl does: collapsed sidebar categories link to none.
    const sitemap = await readFile(path.join(build, 'sitemap.xml'), 'utf8');
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => origin + m[1]!);
    expect(pages.length).toBeGreaterThan(20);
    const checker = new LinkChecker();
    const { links } = await checker.check({
      path: [`${origin}/`, ...pages],
      recurse: true,
      checkFragments: true,
      cleanUrls: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    expect(links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.url} (${l.status}) on ${l.parent}`)).toEqual([]);
    expect(links.filter((l) => l.state === LinkState.OK).length).toBeGreaterThan(pages.length);
  });
});
