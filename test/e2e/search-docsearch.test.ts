// The search dialog behaves like DocSearch where the spec is silent: the hit under the pointer is
// the active one, ☆ and × keep focus in the dialog, Cancel only on narrow screens, a shortcut
// pressed while the page loads is kept, results group one level deep (an archived version with
// its document), and the search page names each group once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

const input = (page: Page) => page.locator('.search-modal__input');
const activeId = (page: Page) => input(page).getAttribute('aria-activedescendant');
const inDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.search-modal')));

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await page.waitForSelector('.search-modal__body[data-screen=results] .search-hit');
}


describe('the search dialog, as DocSearch', () => {
  it('makes the hit under the pointer the active one; Enter opens it', async () => {
    const page = await site.visit('/docs/intro');
    await searchFor(page, 'section');
    expect(await activeId(page)).toBe('search-option-0');
    const third = page.locator('#search-option-2');
    await third.hover();
    await page.waitForFunction(() => document.querySelector('.search-modal__input')!.getAttribute('aria-activedescendant') === 'search-option-2');
    expect(await third.getAttribute('aria-selected')).toBe('true');
    const href = await third.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.base + href!);
  });

  it('keeps focus in the dialog after ☆ and ×, so Escape still closes it', async () => {
    const page = await site.visit('/docs/intro', {
      init: () => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__legaldocs', JSON.stringify([{ id: 'a', url: '/docs/guide/terms', title: 'Terms of Use', path: '', locale: 'en' }])),
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.locator('.search-modal__group-title', { hasText: 'Favorites' }).waitFor();
    expect(await inDialog(page)).toBe(true);
    await page.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await page.getByText('No recent searches').waitFor();
    expect(await inDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await input(page).waitFor({ state: 'detached' });
  });

  it('shows Cancel on narrow screens only', async () => {
    for (const [viewport, shown] of [
      [DESKTOP, false],
      [MOBILE, true],
    ] as const) {
      const page = await site.visit('/docs/intro', { before: (p) => p.setViewportSize(viewport) });
      await page.locator('header.navbar .navbar__search').click();
      await input(page).waitFor();
      const cancel = page.getByRole('button', { name: 'Cancel' });
      expect(await cancel.isVisible()).toBe(shown);
      if (shown) {
        await cancel.click();
        await input(page).waitFor({ state: 'detached' });
      }
    }
  });

  it.each([
    ['Control+k', '**/assets/main-*.js'],
    ['Meta+k', '**/assets/main-*.js'],
    ['/', '**/assets/data/en-*.json'],
  ])('opens for %s pressed before the page is interactive', async (key, held) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto(`${site.base}/docs/guide/terms`, { waitUntil: 'commit' });
    await page.waitForSelector('footer');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.keyboard.press(key);
    const scrolled = await page.evaluate(() => scrollY);
    release();
    await input(page).waitFor();
    expect(await inDialog(page)).toBe(true);
    expect(scrolled).toBe(0);
    await context.close();
  });

  it('groups results by product, an archived version with its document', async () => {
    const page = await site.visit('/docs/intro');
    await searchFor(page, 'acceptance');
    expect(await page.locator('.search-modal__group-title').allInnerTexts()).toEqual(['GUIDE']);
    const hrefs = await page.locator('.search-modal__group a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.indexOf('/docs/guide/terms#acceptance')).toBeGreaterThanOrEqual(0);
    expect(hrefs.indexOf('/docs/archive/2024-01-31/terms#acceptance')).toBeGreaterThan(hrefs.indexOf('/docs/guide/terms#acceptance'));
  });

  it('names each group once on the search page', async () => {
    const page = await site.visit('/search?q=section');
    await page.locator('.search-page__list a.search-hit').first().waitFor();
    const labels = await page.locator('.search-page__lvl0').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels).size).toBe(labels.length);
    expect(await page.locator('.search-page__list a.search-hit').count()).toBeGreaterThan(labels.length);
  });
});
