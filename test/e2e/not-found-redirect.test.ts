// On a static host that serves `<route>.html` for a clean URL but nothing for `<route>/index.html`,
// the not-found page sends the visitor to the route: in place of the history entry, keeping the
// query and the #section, under the build's Content-Security-Policy, from any locale's 404 page;
// likewise from `<route>.html` on a host that has only `<route>/index.html`.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/generator/render/security-headers.ts';
import { fileHeaders } from '../../src/server/content-type.ts';
import { connectChromium, sharedBuild } from '../helpers/served-site.ts';

let browser: Browser;
let build: string;
const servers: Server[] = [];

beforeAll(async () => {
  const [{ dir }, launched] = await Promise.all([sharedBuild('clean'), connectChromium()]);
  build = path.join(dir, 'build');
  browser = launched;
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

const isFile = (file: string) => stat(file).then((s) => s.isFile(), () => false);

/**
 * A host with no normalisation of its own: the exact file, else `<path>.html`, else its 404 page
 * (the locale's, or with `one404` the site's only), every answer with the build's _headers.
 */
async function strictHost(one404: boolean): Promise<string> {
  const headers = parseHeadersFile(await readFile(path.join(build, '_headers'), 'utf8'));
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url!, 'http://host').pathname);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const rel = pathname.slice(1);
    for (const candidate of [rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel, `${rel}.html`]) {
      if (await isFile(path.join(build, candidate))) {
        res.writeHead(200, fileHeaders(candidate));
        return void createReadStream(path.join(build, candidate)).pipe(res);
      }
    }
    const locale = pathname.split('/')[1]!;
    const notFound = !one404 && ['es', 'ja'].includes(locale) ? `${locale}/404.html` : '404.html';
    res.writeHead(404, fileHeaders(notFound));
    createReadStream(path.join(build, notFound)).pipe(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** A page in a new tab that records every Content-Security-Policy violation. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const violations: string[] = [];
  const context = await browser.newContext();
  await context.exposeFunction('__cspViolation', (report: string) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (r: string) => void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  return { page: await context.newPage(), violations };
}

/**
 * Opens `from`, which the host answers with its not-found page (404), and expects that page to lead
 * to `to` showing `h1`, with no CSP violation, replacing the broken address in the history.
 */
async function expectLedTo(page: Page, violations: string[], from: string, to: string, h1: string): Promise<void> {
  const first = await page.goto(from);
  expect(first?.status()).toBe(404);
  await page.waitForURL(to);
  await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, h1);
  expect(violations).toEqual([]);
  // The broken address is gone from the history: Back leads to the tab's blank start.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  await page.context().close();
}

describe('the not-found page on a host without normalisation', () => {
  it.each([
    [false, '/es/docs/intro/index.html?from=mail#overview', '/es/docs/intro?from=mail#overview', 'Introducción'],
    [false, '/docs/guide/terms/index.html#refunds', '/docs/guide/terms#refunds', 'Terms of Use'],
    [false, '/ja/docs/index.html', '/ja/docs', 'ドキュメント一覧'],
    [true, '/es/docs/guide/terms/index.html?q=1', '/es/docs/guide/terms?q=1', 'Términos de uso'],
    [false, '/es/docs/guide/terms/', '/es/docs/guide/terms', 'Términos de uso'],
  ])('(one 404 page: %s) %s leads to %s', async (one404, from, to, h1) => {
    const base = await strictHost(one404);
    const { page, violations } = await watchedPage();
    await expectLedTo(page, violations, base + from, base + to, h1);
  });

  it.each([
    [false, '/es/docs/guide/terms.html?from=mail#refunds', '/es/docs/guide/terms?from=mail#refunds', 'Términos de uso'],
    [true, '/docs/guide/privacy.html#data-we-collect', '/docs/guide/privacy#data-we-collect', 'Privacy Notice'],
  ])('(one 404 page: %s) %s leads to %s on a host that keeps pages as <route>/index.html', async (one404, from, to, h1) => {
    const base = await strictHost(one404);
    const { page, violations } = await watchedPage();
    // Such a host has no `<route>.html`: it answers with its not-found page, as for any unknown address.
    const missing = from.split(/[?#]/)[0];
    await page.route(
      (url) => url.pathname === missing,
      async (route) => route.fulfill({ response: await route.fetch({ url: new URL('no-such-page', route.request().url()).href }) }),
    );
    await expectLedTo(page, violations, base + from, base + to, h1);
  });

  it('stays on the not-found page for an address that names no route', async () => {
    const base = await strictHost(false);
    const { page, violations } = await watchedPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${base}/es/docs/nothing/index.html`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/es/docs/nothing/index.html');
    expect(await page.locator('h1').textContent()).toBe('Página no encontrada');
    expect(requests).toContain('/data/es/docs/nothing.json');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
