// The search page /<locale>/search?q=…: direct loads, the query kept in the URL, 'Load more',
// the modal's 'See all' link, and a query holding markup shown as text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await servedSite('search');
  ({ browser, base } = site);
});

/** The shortcuts answer once the button is hydrated, which it announces with aria-keyshortcuts. */
const hydrated = (page: Page) => page.waitForSelector('.navbar__search[aria-keyshortcuts]');

afterAll(() => site?.close());

const results = (page: Page) => page.locator('.search-page__list a.search-hit');

describe('search page', () => {
  it('searches the query of the URL on a direct load, 20 at a time with Load more', async () => {
    const page = await browser.newPage();
    const messages = watchConsole(page);
    await page.goto(`${base}/search?q=cookies`);
    await results(page).first().waitFor();
    expect(await results(page).count()).toBe(20);
    const heading = await page.locator('.search-page__results h2').innerText();
    const total = Number(/(\d+)/.exec(heading)![1]);
    expect(total).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.search-page__list a.search-hit').length === n, total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(messages).toEqual([]);
    await page.close();
  });

  it('keeps the query in the URL while typing', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/es/search`);
    await page.locator('#search-page-input').fill('privacidad');
    await page.waitForFunction(() => location.search === '?q=privacidad');
    await results(page).first().waitFor();
    expect(await results(page).first().getAttribute('href')).toMatch(/^\/es\/docs\//);
    await page.close();
  });

  it("is where the modal's 'See all' link leads", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/ja/docs/intro`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input[role=combobox]').fill('個人情報');
    await page.locator('.search-modal__see-all').click();
    await page.waitForURL(`${base}/ja/search?q=${encodeURIComponent('個人情報')}`);
    await results(page).first().waitFor();
    expect(await page.locator('#search-page-input').inputValue()).toBe('個人情報');
    await page.close();
  });

  it('shows a query holding markup literally, and runs none of it', async () => {
    const page = await browser.newPage();
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await page.goto(`${base}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await page.locator('.search-page__results h2').waitFor();
    expect(await page.locator('.search-page__results h2').innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('#search-page-input').inputValue()).toBe('<img src=x onerror=alert(1)>');
    expect(dialogs).toBe(0);
    await page.close();
  });
});
