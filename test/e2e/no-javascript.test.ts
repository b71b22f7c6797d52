// Without JavaScript the chrome still works: the mobile menu opens and closes, the narrow-screen
// "On this page" opens, and collapsed sidebar categories open to links that are in the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

async function withoutJs(route: string, viewport = MOBILE): Promise<Page> {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(site.base + route);
  return page;
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });
// Locator waits: they work with the page's JavaScript off (Playwright's own script still runs).
const menuShown = (page: Page) => page.locator('.mobile-menu__panel').waitFor({ state: 'visible' });
const menuHidden = (page: Page) => page.locator('.mobile-menu__panel').waitFor({ state: 'hidden' });

describe('without JavaScript', () => {
  it('opens the mobile menu, whose links work, and closes it', async () => {
    const page = await withoutJs('/docs/guide/terms');
    expect(await page.locator('.mobile-menu__panel').isVisible()).toBe(false);
    await menuButton(page).click();
    await menuShown(page);
    const menu = page.locator('.mobile-menu__panel');
    await menu.getByRole('button', { name: 'Close navigation menu' }).click();
    await menuHidden(page);
    await menuButton(page).click();
    await menuShown(page);
    await menu.getByRole('link', { name: 'Privacy Notice' }).click();
    await page.waitForURL(`${site.base}/docs/guide/privacy`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Notice');
    await page.context().close();
  });

  it('opens "On this page" on a narrow screen', async () => {
    const page = await withoutJs('/docs/guide/policy');
    const liability = page.locator('.toc-collapsible').getByRole('link', { name: '6. Liability' });
    expect(await liability.isVisible()).toBe(false);
    await page.locator('.toc-collapsible summary').click();
    await liability.click();
    await page.waitForURL(`${site.base}/docs/guide/policy#liability`);
    await page.context().close();
  });

  it('opens a collapsed sidebar category to its links', async () => {
    const page = await withoutJs('/docs/archive/notice', DESKTOP);
    const nav = page.locator('.doc-layout__sidebar');
    const terms = nav.getByRole('link', { name: 'Terms of Use (31 January 2024)' });
    expect(await terms.isVisible()).toBe(false);
    // The folder 2024-01-31 is labelled with its day, as the locale writes dates.
    await nav.locator('summary', { hasText: 'January 31, 2024' }).click();
    await terms.click();
    await page.waitForURL(`${site.base}/docs/archive/2024-01-31/terms`);
    await page.context().close();
  });
});

describe('before the page is interactive', () => {
  it('keeps the mobile menu opened meanwhile open once hydrated, a dialog that Escape closes', async () => {
    const context = await site.browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/data/en-*.json', async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto(`${site.base}/docs/intro`, { waitUntil: 'commit' });
    await menuButton(page).click();
    await menuShown(page);
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForSelector('.mobile-menu--open');
    expect(new URL(page.url()).hash).toBe('');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await menuHidden(page);
    await context.close();
  });
});
