// Every page type under the Content-Security-Policy that `legaldocs serve` sends from the build's
// _headers (and `legaldocs dev` sends from the config): pages load, hydrate and work — search,
// client navigation, theme, announcement bar — and Chromium reports no violation.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/generator/render/security-headers.ts';
import { hydrated, servedSite, type ServedSite } from '../helpers/served-site.ts';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli } from '../helpers/process.ts';

let site: ServedSite;
let dir: string;
let browser: Browser;
let server: { url: string };
let built: Record<string, string>;

beforeAll(async () => {
  // The chrome scenario switches every piece of chrome on (announcement bar, archive sidebar).
  site = await servedSite('chrome', { server: 'cli' });
  ({ dir, browser } = site);
  server = { url: site.base };
  built = parseHeadersFile(await readFile(path.join(dir, 'build/_headers'), 'utf8'));
}, 120_000);

afterAll(() => site?.close());

/**
 * A context whose pages report every CSP violation: the `securitypolicyviolation` event (installed
 * before any page script runs) and Chromium's console message about the policy.
 */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const violations: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.exposeFunction('__cspViolation', (report: string) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (r: string) => void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  return { context, violations };
}

/** Loads `route`, checks the policy it was served with, and waits for hydration. */
async function load(page: Page, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  expect(await response?.headerValue('content-security-policy'), url).toBe(built['Content-Security-Policy']);
  await hydrated(page);
}

describe('under the Content-Security-Policy', () => {
  it('writes a strict policy: the pre-paint script by hash, nothing inline or from elsewhere', () => {
    const policy = built['Content-Security-Policy']!;
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'self'; img-src 'self' data:;/);
    expect(policy).toContain("object-src 'none'; base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe|https?:|\*/);
    expect(built).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Opener-Policy': 'same-origin' });
  });

  it('builds pages with no style attribute and no inline script but the one the policy hashes', async () => {
    const hashes = [...built['Content-Security-Policy']!.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    const pages = await fg('**/*.html', { cwd: path.join(dir, 'build') });
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const html = await readFile(path.join(dir, 'build', file), 'utf8');
      expect(html, file).not.toMatch(/<[^>]+\sstyle=/i);
      expect(html, file).not.toMatch(/<[^>]+\son[a-z]+=/i);
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.map((text) => createHash('sha256').update(text).digest('base64')), file).toEqual(hashes);
    }
  });

  it('serves every page type with the policy of _headers, and each renders and hydrates without a violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    const pages: [string, string, number?][] = [
      ['/', '.navbar'],
      ['/docs/intro', 'h1.doc__title'],
      ['/docs', 'main'],
      ['/search?q=terms', '.search-page__list a.search-hit'],
      ['/no-such-page', 'main', 404],
      ['/docs/archive/2024-01-31/terms', '.doc__notice--archive'],
      ['/es/docs/guide/privacy', 'p.doc__notice[role=note]'],
      ['/ja/docs/intro', 'html[lang=ja] h1.doc__title'],
    ];
    for (const [route, selector, status] of pages) {
      await load(page, server.url + route, status);
      await page.locator(selector).first().waitFor();
    }
    const other = await page.request.get(`${server.url}/sitemap.xml`);
    expect(other.headers()['content-security-policy']).toBe(built['Content-Security-Policy']);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('runs search, client navigation, the theme toggle and the announcement bar without a violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await load(page, `${server.url}/docs/intro`);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));

    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input[role=combobox]').fill('earlier terms');
    await page.locator('.search-modal__body[data-screen=results]').waitFor();
    // Enter follows the first hit (the archived terms, whose sidebar shows the archive) through the client router.
    await page.keyboard.press('Enter');
    await page.locator('.search-modal__input[role=combobox]').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname !== '/docs/intro');

    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Retired notice' }).click();
    await page.waitForURL(`${server.url}/docs/archive/notice`);
    await page.locator('h1.doc__title', { hasText: 'Retired notice' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');

    await page.locator('.theme-toggle').click();
    await page.locator('html[data-theme=light]').waitFor({ state: 'attached' });
    await page.locator('.announcement__close').click();
    await page.locator('.announcement').waitFor({ state: 'detached' });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('hosted search under the policy', () => {
  it("reaches Algolia's hosts for the configured app, and only through the policy", async () => {
    const hosted = await fixtureSite('algolia-hosted');
    const build = await runCli(hosted, ['build']);
    expect(build.code, build.stderr).toBe(0);
    const policy = parseHeadersFile(await readFile(path.join(hosted, 'build/_headers'), 'utf8'))['Content-Security-Policy']!;
    expect(policy).toContain('connect-src \'self\' https://FIXTUREAPP-dsn.algolia.net');
    const site = await startCli(hosted, ['serve', '--port', '0']);
    try {
      const { context, violations } = await watchedContext();
      // Algolia's hosts are answered by `legaldocs serve`'s stand-in endpoint; a request the
      // policy refused would never get here.
      const reached: string[] = [];
      await context.route(
        (u) => /\.algolia(net)?\.(net|com)$/.test(u.hostname),
        async (route) => {
          const url = new URL(route.request().url());
          reached.push(url.hostname);
          await route.fulfill({ response: await route.fetch({ url: site.url + url.pathname + url.search }) });
        },
      );
      const page = await context.newPage();
      const response = await page.goto(`${site.url}/docs/intro`);
      expect(await response?.headerValue('content-security-policy')).toBe(policy);
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal__input[role=combobox]').fill('terms');
      await page.locator('.search-modal__body[data-screen=results]').waitFor();
      expect(reached[0]).toBe('fixtureapp-dsn.algolia.net');
      expect(violations).toEqual([]);
      await context.close();
    } finally {
      site.stop();
    }
  }, 120_000);
});

describe('legaldocs dev', () => {
  it('sends the same policy, and its live-reload script and stylesheet run under it', async () => {
    const dev = await startCli(dir, ['dev', '--port', '0']);
    try {
      const { context, violations } = await watchedContext();
      const page = await context.newPage();
      // dev.js connects to the reload stream once it runs.
      const connected = page.waitForRequest((r) => r.url().includes('/__legaldocs/events'));
      await load(page, `${dev.url}/docs/intro`);
      await connected;
      const script = await page.request.get(`${dev.url}/__legaldocs/dev.js`);
      expect(script.headers()['content-security-policy']).toBe(built['Content-Security-Policy']);
      expect(violations).toEqual([]);
      await context.close();
    } finally {
      dev.stop();
    }
  }, 120_000);
});
