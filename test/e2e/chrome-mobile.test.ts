// The mobile menu in Chromium (390 px wide): what it holds, how it closes, and focus handling; and
// reflow at 320 CSS px: nothing cut off or scrolling the page sideways, open or closed, in both themes.
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

/** The narrowest screen WCAG's reflow asks a page to work on without scrolling sideways (1.4.10). */
const NARROWEST = { width: 320, height: 640 };

/**
 * What the page shows beyond the screen's sides, outside anything that scrolls sideways itself (a
 * table, a code block): one line per element, and how wide the page scrolls.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsItself = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.visibility === 'hidden') return true;
        if (['auto', 'scroll'].includes(style.overflowX) && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };
    const out = [...document.querySelectorAll('body *')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || (box.right <= width + 0.5 && box.left >= -0.5) || scrollsItself(el)) return [];
      return [`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(box.left)}..${Math.round(box.right)}`];
    });
    return { pageWidth: document.documentElement.scrollWidth, out };
  });

describe('reflow at 320 px', () => {
  /** Opens the mobile menu (its button is named in the page's language) and waits for it to finish sliding in. */
  const slideIn = async (page: Page) => {
    await page.locator('.navbar__menu-button').click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.mobile-menu__panel')!).transform === 'none');
  };
  const cases = (['dark', 'light'] as const).flatMap((theme) => ['/docs/guide/terms', '/es/docs/guide/terms', '/ja/docs/guide/policy', '/', '/search?q=terms'].map((route) => ({ theme, route })));
  it.each(cases)('$route in the $theme theme: nothing cut off and no sideways scrolling, with the search dialog, the menu or its languages open', async ({ theme, route }) => {
    const page = await site.visit(route, { viewport: NARROWEST, init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
    const fits = { pageWidth: NARROWEST.width, out: [] };
    expect(await cutOff(page), 'closed').toEqual(fits);
    await page.locator('header .navbar__search').click();
    await page.locator('.search-modal__input').fill('terms');
    await page.waitForSelector('.search-modal__body[data-screen=results] .search-hit');
    expect(await cutOff(page), 'search dialog').toEqual(fits);
    // Narrow screens close it with Cancel, which must not have been pushed off the screen.
    await page.locator('.search-modal__cancel').click();
    await page.locator('.search-modal').waitFor({ state: 'detached' });
    await slideIn(page);
    expect(await cutOff(page), 'menu').toEqual(fits);
    await page.locator('.mobile-menu .locale-menu summary').click();
    await page.locator('.mobile-menu .locale-menu a').first().waitFor();
    expect(await cutOff(page), 'languages').toEqual(fits);
  });

  it('shows the whole top bar, the theme toggle included, however long the site title, and the toggle works', async () => {
    const page = await site.visit('/es/docs/guide/terms', { viewport: NARROWEST });
    // Another company's site title, long as some are: it wraps beside the controls.
    await page.locator('header .navbar__title').evaluate((title) => (title.textContent = 'Fixture Corporation Legal Documents and Policies'));
    const controls = page.locator('header .navbar__menu-button, header .navbar__brand, header .navbar__search, header .theme-toggle');
    expect(await controls.count()).toBe(4);
    for (const box of await controls.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(NARROWEST.width);
    }
    expect(await cutOff(page)).toEqual({ pageWidth: NARROWEST.width, out: [] });
    // The search button shows its icon alone, still named for what it does.
    expect(await page.locator('header').getByRole('button', { name: 'Buscar' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cambiar al modo claro' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('scrolls a wide table and a code block within themselves, each reachable with Tab', async () => {
    const page = await site.visit('/docs/guide/terms', { viewport: NARROWEST });
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#service-levels ~ table')?.tabIndex === 0);
    const scrolls = (selector: string) => page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth && el.getBoundingClientRect().right <= innerWidth);
    expect(await scrolls('#service-levels ~ table')).toBe(true);
    expect(await scrolls('.doc__body pre')).toBe(true);
    expect(await page.locator('.doc__body pre').getAttribute('tabindex')).toBe('0');
  });
});
