// trailingSlash: true, the output layout for hosts that map no `.html` (S3 website endpoints, plain
// nginx): every page is `<path>/index.html` at `<path>/`, and every address the site writes — links,
// navbar, sidebar, canonical, hreflang, sitemap, search records, route data — takes that form; the
// not-found pages stay `404.html`; check --crawl passes; serve and dev send `<path>` to `<path>/`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/generator/build/pool.ts';
import { openDevSite } from '../../src/server/dev-site.ts';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

const origin = 'https://fixture.example.com';

describe('a site of folder URLs (trailingSlash)', () => {
  let dir: string;
  let server: Running;
  const read = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  const hrefs = (html: string) => [...html.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]!);
  beforeAll(async () => {
    dir = await fixtureSite('trailing-slash');
    const crawl = await runCli(dir, ['check', '--crawl']);
    expect(crawl.code, crawl.stderr).toBe(0);
    expect((await runCli(dir, ['build'])).code).toBe(0);
    server = await startCli(dir, ['serve', '--port', '0']);
  }, 180_000);
  afterAll(() => server?.stop());

  it('writes every page as a folder index, and the not-found pages as 404.html', async () => {
    const files = await fg('**/*.html', { cwd: path.join(dir, 'build') });
    expect(files.filter((f) => !f.endsWith('/index.html') && f !== 'index.html').sort()).toEqual(['404.html', 'es/404.html', 'ja/404.html']);
    for (const file of ['docs/intro/index.html', 'es/docs/guide/terms/index.html', 'docs/index.html', 'search/index.html', 'data/docs/intro/index.json']) {
      expect(await fg(file, { cwd: path.join(dir, 'build') }), file).toEqual([file]);
    }
  });

  it('links every page at its folder address, and files by their names', async () => {
    const page = await read('es/docs/guide/addresses/index.html');
    const links = hrefs(page);
    // The navbar's `to` written without a slash, links in the document with and without one.
    for (const href of ['/es/docs/guide/terms/', '/es/docs/intro/#overview', '../privacy/', '/img/logo.svg', '/es/docs/intro/', '/docs/guide/addresses/', '/ja/docs/guide/addresses/']) {
      expect(links, href).toContain(href);
    }
    const pageLinks = links.filter((h) => h.startsWith('/') && !h.startsWith('/assets/') && !/\.[a-z]+$/.test(h));
    expect(pageLinks.filter((h) => !/\/(?:#.*)?$/.test(h))).toEqual([]);
    expect(page).toContain(`<link rel="canonical" href="${origin}/es/docs/guide/addresses/">`);
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="${origin}/docs/guide/addresses/">`);
  });

  it('lists folder addresses in the sitemap, the search records and the route data', async () => {
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${origin}/es/docs/guide/terms/`);
    expect(locs.filter((l) => !l.endsWith('/'))).toEqual([]);
    const records = JSON.parse(await read('search/records.en.json')) as { url: string }[];
    expect(records.filter((r) => !/\/(?:#.*)?$/.test(r.url))).toEqual([]);
    expect(JSON.parse(await read('data/docs/intro/index.json')).path).toBe('/docs/intro/');
  });

  it('serve answers a folder address, and sends the address without its slash there, as static hosts do', async () => {
    const page = await fetch(`${server.url}/es/docs/guide/terms/?x=1`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<html lang="es"')]);
    const moved = await fetch(`${server.url}/docs/intro?x=1`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/docs/intro/?x=1']);
    const missing = await fetch(`${server.url}/es/docs/missing/`);
    expect([missing.status, await missing.text()]).toEqual([404, expect.stringContaining('<html lang="es"')]);
  });

  it('dev answers the same way', async () => {
    const pool = createPool(1);
    try {
      const site = await openDevSite({ root: dir, pool, background: pool, noCache: true });
      const page = await site.respond('/docs/guide/terms/');
      expect([page.status, String(page.body)]).toEqual([200, expect.stringContaining(`<link rel="canonical" href="${origin}/docs/guide/terms/">`)]);
      const moved = await site.respond('/docs/guide/terms#payment');
      expect([moved.status, moved.headers.location]).toEqual([301, '/docs/guide/terms/']);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
