// The mobile menu in Chromium (390 px wide): what it holds, how it closes, and focus handling.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });
const panel = (page: Page) => page.getByRole('dialog');
const isOpen = (page: Page) => panel(page).isVisible();
/** Waits for the slide-out to finish (the panel stays visible while it moves away). */
const closed = (page: Page) => page.waitForFunction(() => getComputedStyle(document.querySelector('.mobile-menu')!).visibility === 'hidden');

async function openMenu(page: Page) {
  await menuButton(page).click();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

describe('mobile menu', () => {
  it('opens a panel with the navbar items, languages, the docs sidebar, search and the support link', async () => {
    const page = await site.visit('/docs/guide/terms', { viewport: MOBILE });
    expect(await page.locator('header.navbar').getByRole('link', { name: 'Terms' }).isVisible()).toBe(false);
    expect(await isOpen(page)).toBe(false);
    await openMenu(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    const menu = panel(page);
    expect(await menu.getByRole('link', { name: 'Terms', exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    expect(await menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Privacy Notice' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /search/i }).or(menu.getByRole('button', { name: /search/i })).first().isVisible()).toBe(true);
    expect(await menu.getByText('Have a question?').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('https://support.example.com/new');
    await menu.locator('.locale-menu summary').click();
    expect(await menu.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/docs/guide/terms');
  });

  it('keeps focus inside while open; Escape closes it and focus returns to the button', async () => {
    const page = await site.visit('/docs/intro', { viewport: MOBILE });
    await openMenu(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(await menuButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on back navigation', async () => {
    const page = await site.visit('/docs/intro', { viewport: MOBILE });
    await page.evaluate(() => history.pushState(null, '', '#overview'));
    await openMenu(page);
    await page.goBack();
    await closed(page);
    expect(await isOpen(page)).toBe(false);
  });

  it('closes when a link in it is followed, and focus goes to the new page', async () => {
    const page = await site.visit('/docs/guide/policy', { viewport: MOBILE });
    // The client router swaps the page in place, so the menu must close itself: no reload does it.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await openMenu(page);
    await panel(page).getByRole('link', { name: 'Privacy Notice' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Privacy Notice');
    await closed(page);
    expect(new URL(page.url()).pathname).toBe('/docs/guide/privacy');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('stays open under a search started from it, and closes when the search opens another page', async () => {
    const page = await site.visit('/docs/intro', { viewport: MOBILE });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await openMenu(page);
    const search = panel(page).getByRole('button', { name: /search/i });
    // Escape in the search dialog closes that dialog only, and focus returns to the menu.
    await search.click();
    await page.locator('.search-modal__input[role=combobox]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.search-modal'));
    expect(await isOpen(page)).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await search.click();
    await page.locator('.search-modal__input[role=combobox]').fill('refunds');
    await page.waitForSelector('.search-modal__body .search-hit');
    // Enter opens the hit through the router without a click in the menu: the new page closes it.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Terms of Use');
    await closed(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the viewport grows past 996 px', async () => {
    const page = await site.visit('/docs/intro', { viewport: MOBILE });
    await openMenu(page);
    await page.setViewportSize({ width: 997, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.mobile-menu--open'));
    await page.setViewportSize(MOBILE);
    expect(await isOpen(page)).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no menu button on desktop', async () => {
    const page = await site.visit('/docs/intro', { viewport: DESKTOP });
    expect(await menuButton(page).isVisible()).toBe(false);
  });
});
