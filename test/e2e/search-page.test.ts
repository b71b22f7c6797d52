// The search page /<locale>/search?q=…: direct loads, the query kept in the URL, 'Load more',
// the modal's 'See all' link, and a query holding markup shown as text.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let base: string;

beforeAll(async () => {
  site = await servedSite('search');
  ({ base } = site);
});

/** The shortcuts answer once the button is hydrated, which it announces with aria-keyshortcuts. */
const hydrated = (page: Page) => page.waitForSelector('.navbar__search[aria-keyshortcuts]');

afterAll(() => site?.close());

const results = (page: Page) => page.locator('.search-page__list a.search-hit');

describe('search page', () => {
  it('searches the query of the URL on a direct load, 20 at a time with Load more', async () => {
    let messages: string[] = [];
    const page = await site.visit('/search?q=cookies', { before: (p) => void (messages = watchConsole(p)) });
    await results(page).first().waitFor();
    expect(await results(page).count()).toBe(20);
    const heading = await page.locator('.search-page__results h2').innerText();
    const total = Number(/(\d+)/.exec(heading)![1]);
    expect(total).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.search-page__list a.search-hit').length === n, total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(messages).toEqual([]);
  });

  it('keeps the query in the URL while typing', async () => {
    const page = await site.visit('/es/search');
    await page.locator('#search-page-input').fill('privacidad');
    await page.waitForFunction(() => location.search === '?q=privacidad');
    await results(page).first().waitFor();
    expect(await results(page).first().getAttribute('href')).toMatch(/^\/es\/docs\//);
  });

  it("is where the modal's 'See all' link leads", async () => {
    const page = await site.visit('/ja/docs/intro', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input[role=combobox]').fill('個人情報');
    await page.locator('.search-modal__see-all').click();
    await page.waitForURL(`${base}/ja/search?q=${encodeURIComponent('個人情報')}`);
    await results(page).first().waitFor();
    expect(await page.locator('#search-page-input').inputValue()).toBe('個人情報');
  });

  it('shows a query holding markup literally, and runs none of it', async () => {
    let dialogs = 0;
    const page = await site.visit(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, {
      before: (p) => void p.on('dialog', (d) => (dialogs++, d.dismiss())),
    });
    await page.locator('.search-page__results h2').waitFor();
    expect(await page.locator('.search-page__results h2').innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('#search-page-input').inputValue()).toBe('<img src=x onerror=alert(1)>');
    expect(dialogs).toBe(0);
  });
});
