// Accessibility in Chromium: axe-core finds no serious or critical violation on the home page, a
// doc page, the search page and the not-found page, in both themes, at desktop and mobile widths;
// and the page's controls are reachable by keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { servedSite, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

const pages = ['/', '/docs/guide/terms', '/search', '/es/docs/missing'];
const cases = pages.flatMap((route) =>
  (['dark', 'light'] as const).flatMap((theme) => [
    { route, theme, width: 'desktop', viewport: DESKTOP },
    { route, theme, width: 'mobile', viewport: MOBILE },
  ]),
);

describe('axe-core', () => {
  it.each(cases)('$route in $theme at $width width has no serious violations', async ({ route, theme, viewport }) => {
    const page = await site.open(route, {
      viewport,
      init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : () => {},
    });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds nothing serious in the open mobile menu either', async () => {
    const page = await site.open('/docs/guide/terms', { viewport: MOBILE });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.mobile-menu__panel')!).transform === 'none');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('landmarks and keyboard', () => {
  it('has banner, navigation, main and contentinfo landmarks', async () => {
    const page = await site.open('/docs/guide/terms');
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count(), role).toBe(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('reaches every navbar control with Tab, each with a visible focus outline', async () => {
    const page = await site.open('/docs/guide/terms');
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
    await page.context().close();
  });
});
