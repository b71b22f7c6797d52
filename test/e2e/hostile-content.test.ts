// A document full of script vectors (test/fixtures/hostile-content), built and loaded in Chromium:
// the client runs, yet nothing from the document does — no global set, no dialog, no redirect,
// no request to another host — whether the page is loaded directly or reached by a link.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let base: string;

beforeAll(async () => {
  site = await servedSite('hostile-content');
  ({ base } = site);
  // The hostile markup is reported where it is (html-removed warnings), and nothing else is.
  const reported = site.buildStderr.split('\n').filter((line) => /^\S+:\d+:\d+ (warning|error) /.test(line));
  expect(reported.length).toBeGreaterThan(0);
  for (const line of reported) expect(line).toMatch(/ warning .*\(html-removed\)$/);
});

afterAll(() => site?.close());

/** Loads a path in a page that records dialogs and blocks (and records) requests to any other origin. */
async function watchedPage(path: string): Promise<{ page: Page; dialogs: string[]; foreign: string[] }> {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  const page = await site.visit(path, {
    waitUntil: 'networkidle',
    async before(p) {
      p.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await p.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(base)) return route.continue();
        foreign.push(url);
        return route.abort();
      });
    },
  });
  return { page, dialogs, foreign };
}

/** Pokes every element a vector could have hooked, then reports what the page looks like. */
async function probe(page: Page) {
  // The theme toggle answering proves the site's own script is running.
  const toggle = page.locator('.theme-toggle');
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  const body = page.locator('.doc__body');
  await body.getByText('Hover and click me.').hover();
  await body.getByText('Hover and click me.').click();
  for (const name of ['javascript link', 'mixed case', 'entity', 'data link']) await body.getByText(name, { exact: true }).click();
  await body.locator('summary').click();
  return page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    path: location.pathname,
    frames: window.frames.length,
    bodyShown: getComputedStyle(document.body).display !== 'none',
    getElementById: typeof document.getElementById,
    baseHref: document.baseURI,
  }));
}

describe('hostile content in a document', () => {
  it('runs no script when the page is loaded', async () => {
    const { page, dialogs, foreign } = await watchedPage('/docs/hostile');
    expect(await probe(page)).toEqual({
      pwned: undefined,
      path: '/docs/hostile',
      frames: 0,
      bodyShown: true,
      getElementById: 'function',
      baseHref: `${base}/docs/hostile`,
    });
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
  });

  it('runs no script when the page is reached from another page', async () => {
    const { page, dialogs, foreign } = await watchedPage('/docs/intro');
    await page.locator('.sidebar').getByRole('link', { name: 'Hostile' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/hostile' && document.querySelector('.doc__title')?.textContent === 'Hostile');
    const seen = await probe(page);
    expect(seen.pwned).toBeUndefined();
    expect(seen.path).toBe('/docs/hostile');
    expect(seen.frames).toBe(0);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
