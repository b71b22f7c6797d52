// The client router in Chromium: links inside the site swap the page without a full load and
// update title, language, URL, focus and scroll; back and forward restore the scroll; anything
// the router cannot or should not take (failed loads, files, modified clicks) goes to the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await servedSite('router');
  ({ browser, base } = site);
});

afterAll(() => site?.close());

/**
 * Loads the file's kept page, waits until the router runs (it installs its live region) and marks
 * the window. Prefetch on sight is off here (router-prefetch.test.ts covers it), so each test sees
 * its loads.
 */
async function open(route: string): Promise<Page> {
  const page = await site.visit(route, { init: () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver });
  await page.waitForSelector('.route-announcer', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const h1 = (page: Page) => page.locator('h1').textContent();
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('client navigation', () => {
  it('swaps the page on a sidebar click without a full load, then updates title, URL, focus and the announcement', async () => {
    const page = await open('/docs/intro');
    const messages = watchConsole(page);
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Terms of Use' }).click();
    await waitForH1(page, 'Terms of Use');
    expect(await marker(page)).toBe('kept');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/terms');
    expect(await page.title()).toBe('Terms of Use | Fixture Legal');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.locator('.route-announcer').textContent()).toBe('Terms of Use');
    expect(await page.locator('.route-announcer').getAttribute('aria-live')).toBe('polite');
    // The new page is live: its own sidebar entry is current and its links route too.
    await page.getByRole('link', { name: /Privacy Notice/ }).last().click();
    await waitForH1(page, 'Privacy Notice');
    expect(await marker(page)).toBe('kept');
    expect(messages).toEqual([]);
  });

  it('loads the locale file and each sidebar file once: the preloads serve hydration, and pages of the same locale reuse them', async () => {
    // A cold context: the kept page's HTTP cache would already hold the locale file.
    const context = await browser.newContext();
    const page = await context.newPage();
    const shared: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/data/')) shared.push(r.url());
    });
    await page.goto(`${base}/docs/intro`);
    await page.waitForSelector('.route-announcer', { state: 'attached' });
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Terms of Use' }).click();
    await waitForH1(page, 'Terms of Use');
    expect(shared.filter((url) => /\/assets\/data\/en-[0-9a-f]{12}\.json$/.test(url))).toHaveLength(1);
    // Sidebar files: the page's, and those of pages prefetched (the home page lists every sidebar), each once.
    expect(shared.filter((url) => /\/assets\/data\/en-nav-[0-9a-f]{12}\.json$/.test(url)).length).toBeGreaterThan(0);
    expect(new Set(shared).size).toBe(shared.length);
    await context.close();
  });

  it('keeps the old page until the new one has loaded', async () => {
    const page = await open('/docs/intro');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/data/docs/guide/terms.json', async (route) => {
      await held;
      await route.continue();
    });
    const requested = page.waitForRequest('**/data/docs/guide/terms.json');
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Terms of Use' }).click();
    await requested;
    expect(await h1(page)).toBe('Introduction');
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    release();
    await waitForH1(page, 'Terms of Use');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/terms');
  });

  it('switches locale as a route: <html lang> and dir follow, and back restores them', async () => {
    const page = await open('/docs/guide/terms');
    const navbar = page.locator('header.navbar');
    await navbar.getByLabel('Language: English').click();
    await navbar.getByRole('link', { name: '日本語' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(new URL(page.url()).pathname).toBe('/ja/docs/guide/terms');
    expect(await marker(page)).toBe('kept');
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await h1(page)).toBe('Terms of Use');
    expect(await marker(page)).toBe('kept');
  });
});

describe('scroll', () => {
  it('goes to the hash target on arrival, to the top otherwise, and back and forward restore positions', async () => {
    const page = await open('/docs/guide/long');
    const link = page.getByRole('link', { name: 'payment terms' });
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await waitForH1(page, 'Terms of Use');
    expect(new URL(page.url()).hash).toBe('#payment');
    const heading = await page.evaluate(() => Math.round(document.getElementById('payment')!.getBoundingClientRect().top));
    expect(heading).toBeLessThan(200);

    await page.goBack();
    await waitForH1(page, 'Long Notice');
    expect(await scrollY(page)).toBe(before);
    expect(await marker(page)).toBe('kept');

    await page.goForward();
    await waitForH1(page, 'Terms of Use');
    expect(new URL(page.url()).hash).toBe('#payment');

    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Long Notice' }).click();
    await waitForH1(page, 'Long Notice');
    expect(await scrollY(page)).toBe(0);
  });

  it('just scrolls for an in-page hash link, with no load, and back returns to the previous position', async () => {
    const page = await open('/docs/guide/long');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('link', { name: 'the end', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#the-end');
    await page.waitForFunction(() => window.scrollY > 500);
    expect(requests.filter((u) => u.includes('/data/'))).toEqual([]);
    // Keyboard users continue from the target, as after the browser's own in-page jump.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('the-end');
    await page.goBack();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await marker(page)).toBe('kept');
  });

  it('restores the scroll position after a reload', async () => {
    const page = await open('/docs/guide/long');
    await page.evaluate(() => window.scrollTo(0, 1200));
    // The position is written into the history entry once scrolling settles.
    await page.waitForFunction(() => (history.state as { scroll?: number[] } | null)?.scroll?.[1] === 1200);
    await page.reload();
    await page.waitForSelector('.route-announcer', { state: 'attached' });
    await page.waitForFunction(() => Math.round(window.scrollY) === 1200);
  });
});

describe('left to the browser', () => {
  it.each([
    ['a network error', (page: Page) => page.route('**/data/docs/guide/privacy.json', (r) => r.abort())],
    ['bad data', (page: Page) => page.route('**/data/docs/guide/privacy.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"kind":' }))],
  ])('a failed load (%s) becomes a full page load of that URL', async (_name, breakIt) => {
    const page = await open('/docs/intro');
    await breakIt(page);
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Privacy Notice' }).click();
    await page.waitForFunction(() => !(window as unknown as { marker?: string }).marker && document.querySelector('h1')?.textContent === 'Privacy Notice');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/privacy');
  });

  it('a link to a page that does not exist loads the not-found page', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/nope';
      a.textContent = 'nowhere';
      document.querySelector('main')!.append(a);
    });
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/docs/nope');
    await page.getByRole('link', { name: 'nowhere' }).click();
    expect((await response).status()).toBe(404);
    await page.waitForFunction(() => !(window as unknown as { marker?: string }).marker);
    expect(await h1(page)).toBe('Page Not Found');
  });

  it('a link to a file that is not a page (an image) is a plain browser navigation', async () => {
    const page = await open('/docs/intro');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.getByRole('link', { name: 'logo' }).click();
    await page.waitForURL('**/img/logo.svg');
    expect(requests.filter((u) => u.startsWith('/data/'))).toEqual([]);
  });

  it.each([
    ['Control', { modifiers: ['Control'] }],
    ['Shift', { modifiers: ['Shift'] }],
    ['middle button', { button: 'middle' }],
  ] as [string, { modifiers?: ('Control' | 'Shift')[]; button?: 'middle' }][])('a %s click opens the link the browser way and leaves this page alone', async (_name, options) => {
    const page = await open('/docs/intro');
    const opened = page.context().waitForEvent('page');
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Terms of Use' }).click(options);
    const other = await opened;
    await other.waitForURL('**/docs/guide/terms');
    expect(await h1(page)).toBe('Introduction');
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
  });

  it('links with a target or a download attribute are left to the browser', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => {
      for (const [name, attr, value] of [['in a new tab', 'target', '_blank'], ['as a file', 'download', '']] as const) {
        const a = document.createElement('a');
        a.href = '/docs/guide/terms';
        a.setAttribute(attr, value);
        a.textContent = name;
        document.querySelector('main')!.append(a);
      }
    });
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'in a new tab' }).click();
    await (await opened).waitForURL('**/docs/guide/terms');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'as a file' }).click();
    expect((await download).suggestedFilename()).toMatch(/terms/);
    expect(await h1(page)).toBe('Introduction');
  });
});

describe('.html addresses', () => {
  it('a page loaded at its .html address shows the clean one', async () => {
    const page = await open('/docs/guide/terms.html');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/terms');
  });

  it('a link to /x.html or /x/index.html routes to the clean path', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => {
      for (const [name, href] of [['terms.html', '/docs/guide/terms.html'], ['home index', '/index.html']]) {
        const a = document.createElement('a');
        a.href = href!;
        a.textContent = name!;
        document.querySelector('main')!.append(a);
      }
    });
    await page.getByRole('link', { name: 'terms.html' }).click();
    await waitForH1(page, 'Terms of Use');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/terms');
    await page.goBack();
    await waitForH1(page, 'Introduction');
    await page.getByRole('link', { name: 'home index' }).click();
    await page.waitForFunction(() => location.pathname === '/');
    expect(await marker(page)).toBe('kept');
  });
});
