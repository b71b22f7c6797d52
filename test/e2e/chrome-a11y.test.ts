// Accessibility in Chromium: axe-core finds no serious or critical violation on the home page, a
// doc page, the search page and the not-found page, in both themes, at desktop and mobile widths and at 320 px;
// and the page's controls are reachable by keyboard.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { servedSite, hydrated, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';

type Theme = 'dark' | 'light';
type Viewport = typeof DESKTOP;

let site: ServedSite;
let current: { key: string; page: Page } | undefined;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(async () => {
  await current?.page.context().close();
  await site?.close();
});

/**
 * The route loaded afresh in the theme at the width. Cases of one theme and width follow each
 * other and share a browser context (each new one costs Chromium a renderer process): every case
 * still loads its page anew, and nothing they do is stored but the theme.
 */
async function load(route: string, theme: Theme, viewport: Viewport): Promise<Page> {
  const key = `${theme} ${viewport.width}`;
  if (current?.key === key && !current.page.isClosed()) {
    await current.page.goto(site.base + route);
    await hydrated(current.page);
    return current.page;
  }
  await current?.page.context().close();
  const init = theme === 'light' ? () => localStorage.setItem('theme', 'light') : () => {};
  current = { key, page: await site.open(route, { viewport, init }) };
  return current.page;
}

/** The narrowest screen WCAG's reflow asks a page to work on without scrolling sideways (1.4.10). */
const NARROWEST = { width: 320, height: 640 };

const pages = ['/', '/docs/guide/terms', '/search', '/es/docs/missing', '/docs', '/ja/docs/guide/policy'];
const widths = [
  { width: 'desktop', viewport: DESKTOP },
  { width: 'mobile', viewport: MOBILE },
  { width: '320 px', viewport: NARROWEST },
];
const cases = (['dark', 'light'] as const).flatMap((theme) => widths.flatMap(({ width, viewport }) => pages.map((route) => ({ route, theme, width, viewport }))));

describe('axe-core', () => {
  it.each(cases)('$route in $theme at $width width has no serious violations', async ({ route, theme, viewport }) => {
    const page = await load(route, theme, viewport);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The chrome's open states: the language menu, the search dialog with results, the mobile menu
  // and the narrow-screen 'On this page'.
  const open: Record<string, (page: Page) => Promise<void>> = {
    'language menu': async (page) => {
      const menu = page.locator(page.viewportSize()!.width < 997 ? '.mobile-menu .locale-menu' : 'header.navbar .locale-menu');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: 'Español' }).waitFor();
    },
    'recent and favorite searches': async (page) => {
      await page.evaluate(() => {
        const hit = (id: string, title: string) => ({ id, url: `/docs/guide/${id}`, title, path: '', locale: 'en' });
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__legaldocs', JSON.stringify([hit('terms', 'Terms of Use')]));
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__legaldocs', JSON.stringify([hit('privacy', 'Privacy Notice')]));
      });
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.search-modal__body[data-screen=start] [role=gridcell]');
    },
    'search results': async (page) => {
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal__input').fill('terms');
      await page.waitForSelector('.search-modal__body[data-screen=results]');
    },
  };
  // Grouped by theme and width, the stored recent searches last (the others start without them).
  const states = (['dark', 'light'] as const).flatMap((theme) => [
    ...['language menu', 'search results', 'recent and favorite searches'].map((state) => ({ state, theme, width: 'desktop', viewport: DESKTOP })),
    ...['language menu', 'search results', 'mobile menu', 'on this page', 'recent and favorite searches'].map((state) => ({ state, theme, width: 'mobile', viewport: MOBILE })),
    ...['language menu', 'search results', 'mobile menu'].map((state) => ({ state, theme, width: '320 px', viewport: NARROWEST })),
  ]);
  it.each(states)('the open $state in $theme at $width width has no serious violations', async ({ state, theme, viewport }) => {
    const page = await load('/docs/guide/policy', theme, viewport);
    if (state === 'mobile menu' || (state === 'language menu' && viewport.width < 997)) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.mobile-menu__panel')!).transform === 'none');
    }
    if (state === 'on this page') {
      await page.locator('.toc-collapsible summary').click();
      await page.locator('.toc-collapsible').getByRole('link').first().waitFor();
    }
    await open[state]?.(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing serious in the open mobile menu either', async () => {
    const page = await load('/docs/guide/terms', 'dark', MOBILE);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.mobile-menu__panel')!).transform === 'none');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('landmarks and keyboard', () => {
  it('has banner, navigation, main and contentinfo landmarks', async () => {
    const page = await load('/docs/guide/terms', 'dark', DESKTOP);
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count(), role).toBe(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(3);
  });

  it('reaches every navbar control with Tab, each with a visible focus outline', async () => {
    const page = await load('/docs/guide/terms', 'dark', DESKTOP);
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', outline: getComputedStyle(el).outlineStyle };
      });
      reached.push(info.name.trim());
      expect(info.outline, info.name).not.toBe('none');
    }
    expect(reached).toEqual(expect.arrayContaining(['Skip to main content', 'Fixture Legal', 'Terms', 'More', 'Blog', 'Language: English', 'Switch to light mode', 'Close']));
  });
});
