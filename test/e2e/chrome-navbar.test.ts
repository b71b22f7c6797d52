// The navbar in Chromium: skip link, brand, configured items, language menu (same page and
// #section), search button, theme toggle, hide-on-scroll, and the announcement bar above it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

describe('hydration', () => {
  it.each(['/', '/es/docs/archive/2024-01-31/terms', '/ja/docs/guide/policy', '/docs'])('%s hydrates the full chrome with a clean console', async (route) => {
    // Desktop (the kept page's default viewport) and mobile.
    for (const options of [{}, { viewport: MOBILE }]) {
      let messages: string[] = [];
      await site.visit(route, { ...options, waitUntil: 'networkidle', before: (p) => void (messages = watchConsole(p)) });
      expect(messages).toEqual([]);
    }
  });
});

describe('navbar', () => {
  it('starts with a skip link that moves focus to the main content', async () => {
    const page = await site.visit('/docs/guide/terms');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('has a brand leading to the docs intro, the configured items, and no hidden docSidebar item', async () => {
    const page = await site.visit('/es/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link', { name: 'Fixture Legal' }).getAttribute('href')).toBe('/es/docs/intro');
    expect(await nav.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/es/docs/guide/terms');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('https://blog.example.com');
    expect(await nav.getByRole('link', { name: 'Docs', exact: true }).count()).toBe(0);
    await nav.getByText('More').click();
    expect(await nav.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/es/docs/guide/privacy');
    // Escape closes the dropdown and gives focus back to it.
    await nav.getByRole('link', { name: 'Privacy' }).focus();
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('link', { name: 'Privacy' }).isVisible()).toBe(false);
  });

  it('lists every locale by label, keeping the page and, after hydration, the #section', async () => {
    const page = await site.visit('/es/docs/guide/terms#payment');
    const menu = page.locator('.navbar .locale-menu');
    await menu.locator('summary').click();
    const links = menu.getByRole('link');
    expect(await links.allTextContents()).toEqual(['English', 'Español', '日本語']);
    expect(await menu.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/docs/guide/terms#payment');
    expect(await menu.getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/ja/docs/guide/terms#payment');
    // A section chosen after the menu was rendered is kept too.
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      location.hash = '#acceptance';
    });
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.base}/docs/guide/terms#acceptance`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('shows a search button and a theme toggle', async () => {
    const page = await site.visit('/docs/intro');
    const nav = page.locator('header.navbar');
    expect(await nav.getByRole('link', { name: /search/i }).or(nav.getByRole('button', { name: /search/i })).first().isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await nav.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
  });

  it('hides on scroll down and comes back on scroll up when configured', async () => {
    const page = await site.visit('/docs/guide/policy');
    const navbarTop = () => page.evaluate(() => document.querySelector('header.navbar')!.getBoundingClientRect().bottom);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('header.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => document.querySelector('header.navbar')!.getBoundingClientRect().top >= 0);
    expect(await navbarTop()).toBeGreaterThan(0);
  });
});

describe('announcement bar', () => {
  it('shows the configured text and colours from a stylesheet, not an inline style', async () => {
    const page = await site.visit('/docs/intro');
    const bar = page.locator('.announcement');
    expect(await bar.textContent()).toContain('Our terms change on 1 May.');
    expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(32, 35, 42)', 'rgb(255, 255, 255)']);
    expect(await page.locator('[style]').count()).toBe(0);
  });

  it('closes for good: stored under the Docusaurus keys, never flashing on the next load', async () => {
    const page = await site.visit('/docs/intro');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
      'true',
      'notice-2025',
    ]);
    // Before any script of the bundle runs, the bar is already hidden.
    await page.route('**/assets/main-*.js', (route) => route.abort());
    await page.reload();
    expect(await page.locator('.announcement').count()).toBe(1);
    expect(await page.locator('.announcement').isVisible()).toBe(false);
  });

  it('shows again when the bar has a new id', async () => {
    const page = await site.open('/docs/intro', {
      init: () => {
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-notice');
      },
    });
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
      'false',
      'notice-2025',
    ]);
    await page.context().close();
  });
});

describe("the site's own stylesheet (theme.customCss)", () => {
  it('brands the page in both themes: link colours, the heading font loaded from beside the CSS, corners', async () => {
    const shown: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      const page = await site.visit('/docs/guide/terms', { init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : () => localStorage.setItem('theme', 'dark') });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      shown[theme] = await page.locator('.sidebar__link[aria-current="page"]').first().evaluate((a) => getComputedStyle(a).color);
    }
    // The palette's colours (#5b21b6, #c4b5fd), not legaldocs's (#0b57d0, #8ab4f8).
    expect(shown).toEqual({ light: 'rgb(91, 33, 182)', dark: 'rgb(196, 181, 253)' });
    const page = await site.visit('/docs/guide/terms');
    expect(await page.locator('.doc__title').evaluate((h) => getComputedStyle(h).fontFamily)).toBe('"Fixture Brand", serif');
    // The font file the CSS names beside it was published and loads (a missing file would be 'error').
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Fixture Brand' && f.status === 'loaded'));
    // --radius: 0.75rem, on the previous/next links.
    expect(await page.locator('.pagination__link').first().evaluate((a) => getComputedStyle(a).borderRadius)).toBe('12px');
  });
});
