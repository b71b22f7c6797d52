// Prefetch and the progress bar in Chromium: a route's data is fetched on hover or when its link
// comes into view, at most once, never on a save-data or 2g connection; the bar shows only on a
// load slower than 200 ms.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;
let context: BrowserContext;

beforeAll(async () => {
  site = await servedSite('router');
  ({ browser, base } = site);
});

afterAll(() => site?.close());

afterEach(async () => {
  await context?.close();
});

interface Options {
  /** What navigator.connection reports, if anything. */
  connection?: { saveData: boolean; effectiveType: string };
  /** Take IntersectionObserver away, so only hover and focus prefetch. */
  noObserver?: boolean;
}

/** Opens a page with the given connection; returns it and the route-data paths it requests. */
async function open(route: string, options: Options = {}): Promise<{ page: Page; data: string[] }> {
  context = await browser.newContext();
  const page = await context.newPage();
  if (options.connection) {
    await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), options.connection);
  }
  if (options.noObserver) await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
  // Every route-data fetch the page makes, recorded in the page as it is called: a check that
  // nothing was fetched needs no wait for a request event that might still be on its way.
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { dataFetches: string[] }).dataFetches = []);
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/data/')) calls.push(url.pathname);
      return original(input, init);
    };
  });
  const data: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/data/')) data.push(p);
  });
  await page.goto(base + route);
  await page.waitForSelector('.route-announcer', { state: 'attached' });
  return { page, data };
}

const sidebarLink = (page: Page, name: string) => page.locator('.doc-layout__sidebar').getByRole('link', { name });
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
/**
 * Waits until the prefetcher has done all it would do unprompted: its scan runs in an idle
 * callback (an idle callback queued after it runs after it), and the links it then observes are
 * reported by the IntersectionObserver by the next rendered frames. Returns the route data the
 * page fetched meanwhile, as the page itself recorded it.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestIdleCallback(resolve));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { dataFetches: string[] }).dataFetches;
  });

describe('prefetch', () => {
  it('fetches a route on hover, once, and the click then needs no request', async () => {
    const { page, data } = await open('/docs/intro', { noObserver: true });
    expect(await settle(page)).toEqual([]);
    const fetched = page.waitForResponse('**/data/docs/guide/privacy.json');
    await sidebarLink(page, 'Privacy Notice').hover();
    await fetched;
    await sidebarLink(page, 'Terms of Use').hover();
    await sidebarLink(page, 'Privacy Notice').hover();
    await sidebarLink(page, 'Privacy Notice').click();
    await waitForH1(page, 'Privacy Notice');
    expect(data.filter((p) => p === '/data/docs/guide/privacy.json')).toEqual(['/data/docs/guide/privacy.json']);
  });

  it('fetches a route when its link is focused', async () => {
    const { page } = await open('/docs/intro', { noObserver: true });
    const fetched = page.waitForRequest('**/data/docs/guide/terms.json');
    await sidebarLink(page, 'Terms of Use').focus();
    await fetched;
  });

  it('fetches a route when its link scrolls into view, not before', async () => {
    const { page } = await open('/docs/guide/long');
    const seen = await settle(page);
    expect(seen).not.toContain('/data/docs/old/history.json');
    // Links already in view were prefetched on sight.
    expect(seen).toContain('/data/docs/guide/terms.json');
    const fetched = page.waitForRequest('**/data/docs/old/history.json');
    await page.getByRole('link', { name: 'history' }).scrollIntoViewIfNeeded();
    await fetched;
  });

  it.each([
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead on a %s connection, and clicks still navigate', async (_name, connection) => {
    const { page } = await open('/docs/guide/long', { connection });
    await sidebarLink(page, 'Privacy Notice').hover();
    await sidebarLink(page, 'Terms of Use').focus();
    await page.getByRole('link', { name: 'history' }).scrollIntoViewIfNeeded();
    expect(await settle(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await sidebarLink(page, 'Privacy Notice').click();
    await waitForH1(page, 'Privacy Notice');
    expect(await settle(page)).toEqual(['/data/docs/guide/privacy.json']);
  });
});

describe('progress bar', () => {
  /** Records, in the page, whether the bar is ever shown from now on. */
  const watchBar = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { barShown: boolean };
      w.barShown = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress--active')) w.barShown = true;
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
  const barShown = (page: Page) => page.evaluate(() => (window as unknown as { barShown: boolean }).barShown);

  it('appears while a slow route loads and goes when it is shown', async () => {
    const { page } = await open('/docs/intro', { noObserver: true });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/data/docs/guide/terms.json', async (route) => {
      await held;
      await route.continue();
    });
    await sidebarLink(page, 'Terms of Use').click();
    await page.waitForSelector('.route-progress--active');
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    release();
    await waitForH1(page, 'Terms of Use');
    expect(await page.locator('.route-progress--active').count()).toBe(0);
  });

  it('never appears for a route that is already loaded', async () => {
    const { page } = await open('/docs/intro', { noObserver: true });
    const fetched = page.waitForResponse('**/data/docs/guide/terms.json');
    await sidebarLink(page, 'Terms of Use').hover();
    await fetched;
    await watchBar(page);
    await sidebarLink(page, 'Terms of Use').click();
    // The new page shows only after the load ended, which cancels the bar's timer: from here on
    // it cannot appear, so what the observer saw until now is the whole story.
    await waitForH1(page, 'Terms of Use');
    expect(await barShown(page)).toBe(false);
  });
});
