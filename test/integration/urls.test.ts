// Documents whose paths hold a space or non-ASCII characters (`my folder/über uns.md`,
// `guide/数据.md`): every URL the site publishes for them is percent-encoded — sitemap, canonical,
// hreflang, sidebar, prev/next, links, search records, route data — and the files are written
// where `serve` and static hosts, which decode the request, find them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/generator/build/pool.ts';
import { openDevSite } from '../../src/server/dev-site.ts';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

const about = '/docs/my%20folder/%C3%BCber%20uns';
const data = '/docs/guide/%E6%95%B0%E6%8D%AE';
const origin = 'https://fixture.example.com';
/** A URL as a valid URL string has it: printable ASCII, no space (a #fragment may hold an id in any script). */
const valid = (url: string) => /^[\x21-\x7e]*$/.test(url.split('#')[0]!);

describe('paths with spaces and non-ASCII characters', () => {
  let dir: string;
  let server: Running;
  const read = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('encoded-urls');
    const check = await runCli(dir, ['check', '--format', 'json']);
    expect([check.code, JSON.parse(check.stdout)]).toEqual([0, { diagnostics: [] }]);
    expect((await runCli(dir, ['build'])).code).toBe(0);
    server = await startCli(dir, ['serve', '--port', '0']);
  }, 120_000);
  afterAll(() => server?.stop());

  it('writes the pages and their data where a host that decodes the request finds them', async () => {
    const files = await fg('**/*', { cwd: path.join(dir, 'build') });
    for (const file of ['docs/my folder/über uns.html', 'es/docs/my folder/über uns.html', 'docs/guide/数据.html', 'data/docs/my folder/über uns.json', 'data/ja/docs/guide/数据.json']) {
      expect(files, file).toContain(file);
    }
    for (const url of [about, `/es${about}`, data, `/data${about}.json`, `/data/ja${data}.json`]) {
      const response = await fetch(server.url + url);
      expect(response.status, url).toBe(200);
    }
    expect(await (await fetch(server.url + about)).text()).toContain('<h1 class="doc__title">About us</h1>');
  });

  it('lists them encoded in the sitemap, with encoded alternates', async () => {
    const sitemap = await read('sitemap.xml');
    const urls = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]*)/g)].map((m) => m[1]!);
    expect(urls.filter((u) => !valid(u))).toEqual([]);
    expect(sitemap).toContain(`<loc>${origin}${about}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}/es${about}"/>`);
    expect(sitemap).toContain(`<loc>${origin}/ja${data}</loc>`);
  });

  it('gives every page only encoded links: canonical, hreflang, sidebar, prev/next, body links', async () => {
    const html = await read('docs/my folder/über uns.html');
    expect(html).toContain(`<link rel="canonical" href="${origin}${about}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${origin}/es${about}">`);
    expect(html).toContain(`href="${data}#scope"`);
    expect(html).toContain(`class="pagination__link pagination__link--prev" href="${data}"`);
    for (const file of await fg('**/*.html', { cwd: path.join(dir, 'build') })) {
      const attributes = [...(await read(file)).matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      expect(attributes.filter((u) => !valid(u)), file).toEqual([]);
    }
    expect(await read('docs/intro.html')).toContain(`href="${about}#who"`);
  });

  it('encodes them in search records and in the route data the client router reads', async () => {
    const records = JSON.parse(await read('search/records.en.json')) as { url: string; url_without_anchor: string }[];
    expect(records.map((r) => r.url)).toContain(`${origin}${about}#who`);
    expect(records.filter((r) => !valid(r.url) || !valid(r.url_without_anchor))).toEqual([]);
    const route = JSON.parse(await read('data/docs/my folder/über uns.json')) as { path: string; localeData: string };
    expect(route.path).toBe(about);
    // The locale's shared data lists only the routes whose address looks like a file's, encoded too.
    const locale = JSON.parse(await read(route.localeData.slice(1))) as { fileRoutes: string[] };
    expect(locale.fileRoutes.filter((r) => !valid(r))).toEqual([]);
  });
});

describe('paths with spaces and non-ASCII characters in dev', () => {
  it('are answered at their encoded URLs, pages and route data alike', async () => {
    const pool = createPool(1);
    try {
      const site = await openDevSite({ root: await fixtureSite('encoded-urls'), pool, background: pool, noCache: true });
      const page = await site.respond(`/es${about}`);
      expect([page.status, String(page.body)]).toEqual([200, expect.stringContaining('<h1 class="doc__title">Sobre nosotros</h1>')]);
      expect(String(page.body)).toContain(`<link rel="canonical" href="${origin}/es${about}">`);
      const route = await site.respond(`/data${data}.json`);
      expect([route.status, JSON.parse(String(route.body)).path]).toEqual([200, data]);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
