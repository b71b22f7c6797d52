// Hosted search (provider 'algolia') end to end on loopback: the official lite client sends
// DocSearch's request to `legaldocs serve`, which answers from the built records; stopping that
// server shows the error screen.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type Running } from '../helpers/process.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let algolia: Running;
let dir: string;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  port = await freePort();
  const prepare = (dir: string) =>
    writeFile(
      path.join(dir, 'config/legal-docs.config.ts'),
      `import { defineConfig } from 'legaldocs';
import { site } from './site.ts';
export default defineConfig({
  ...site,
  reportMissingResultsUrl: 'https://support.fixture.example.com/missing-results',
  search: { provider: 'algolia', appId: 'FIXTUREAPP', apiKey: 'search-only-key', indexName: 'fixture', hosts: ['http://127.0.0.1:${port}'] },
});
`,
    );
  site = await servedSite('search', { prepare });
  ({ dir } = site);
  algolia = await startCli(dir, ['serve', '--port', String(port)]);
});

/** The shortcuts answer once the button is hydrated, which it announces with aria-keyshortcuts. */
const hydrated = (page: Page) => page.waitForSelector('.navbar__search[aria-keyshortcuts]');

afterAll(async () => {
  await site?.close();
  algolia?.stop();
});

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input[role=combobox]').fill(query);
  await page.waitForSelector('.search-modal__body:is([data-screen=results], [data-screen=empty], [data-screen=error])');
}

describe('hosted search through the Algolia client', () => {
  it('sends the DocSearch request with credentials in the query string and shows the hits', async () => {
    const page = await site.visit('/ja/docs/intro', { waitUntil: 'networkidle' });
    await hydrated(page);
    const request = page.waitForRequest((r) => r.url().includes('/1/indexes/') && r.method() === 'POST');
    await search(page, '個人情報');
    const sent = await request;
    const url = new URL(sent.url());
    expect(url.origin).toBe(`http://127.0.0.1:${port}`);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('FIXTUREAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(JSON.parse(sent.postData()!)).toEqual({
      requests: [
        {
          indexName: 'fixture',
          query: '個人情報',
          attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
          attributesToSnippet: ['content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          page: 0,
          clickAnalytics: true,
          queryLanguages: ['ja'],
          facetFilters: ['language:ja', 'docusaurus_tag:docs-default-current'],
        },
      ],
    });
    expect(await page.locator('.search-modal__body a.search-hit').first().getAttribute('href')).toBe('/ja/docs/guide/privacy#data-we-collect');
    expect((await page.locator('.search-modal__body mark').allInnerTexts()).join('')).toContain('個人情報');
  });

  it('asks for 5-word snippets on small screens, and finds accent-folded Spanish', async () => {
    const page = await site.visit('/es/docs/intro', { waitUntil: 'networkidle', before: (p) => p.setViewportSize({ width: 600, height: 800 }) });
    await hydrated(page);
    const request = page.waitForRequest((r) => r.url().includes('/1/indexes/'));
    await search(page, 'privacidad');
    expect(JSON.parse((await request).postData()!).requests[0].attributesToSnippet).toEqual(['content:5']);
    const hrefs = await page.locator('.search-modal__body a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.map((h) => decodeURI(h!))).toContain('/es/docs/guide/privacy#su-privacídad');
  });

  it('shows the server’s markup-free highlights as text, never as HTML', async () => {
    const page = await site.visit('/docs/intro', { waitUntil: 'networkidle' });
    await hydrated(page);
    await search(page, 'markup');
    const content = page.locator('.search-hit__content').first();
    expect(await content.innerText()).toContain('<img src=x onerror');
    expect(await page.locator('.search-modal__body img').count()).toBe(0);
  });

  it('answers only with the configured credentials', async () => {
    const denied = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-application-id=FIXTUREAPP&x-algolia-api-key=wrong`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'cookies' }] }),
    });
    expect(denied.status).toBe(403);
  });

  it('shows the error screen when no host answers', async () => {
    const page = await site.visit('/docs/intro', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.hover('.navbar__search');
    algolia.stop();
    await new Promise((resolve) => algolia.child.once('exit', resolve));
    await search(page, 'cookies');
    const body = page.locator('.search-modal__body');
    expect(await body.innerText()).toContain('Unable to fetch results');
    expect(await body.innerText()).toContain('You might want to check your network connection.');
  });
});
