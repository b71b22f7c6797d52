// The docs sidebar in Chromium: categories that open and close, automatic expansion, the current page, and the
// collapse animation's timing (follows the content height; 1 ms with reduced motion).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

const sidebar = (page: Page) => page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });
/** A category's summary (the control that opens and closes it) and whether it is open. */
const category = (page: Page, name: string) => sidebar(page).locator('summary', { hasText: name });
const isOpen = (page: Page, name: string) => category(page, name).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

describe('docs sidebar', () => {
  it('marks the current page and expands the category holding it', async () => {
    const page = await site.visit('/docs/archive/2024-01-31/terms');
    expect(await isOpen(page, 'January 31, 2024')).toBe(true);
    expect(await sidebar(page).locator('[aria-current="page"]').textContent()).toBe('Terms of Use (31 January 2024)');
  });

  it('collapses and expands categories, by mouse and keyboard', async () => {
    const page = await site.visit('/docs/intro');
    const guide = category(page, 'Guide');
    const terms = sidebar(page).getByRole('link', { name: 'Terms of Use' });
    expect(await isOpen(page, 'Guide')).toBe(true);
    await guide.click();
    await terms.waitFor({ state: 'hidden' });
    expect(await isOpen(page, 'Guide')).toBe(false);
    await guide.focus();
    await page.keyboard.press('Enter');
    await terms.waitFor({ state: 'visible' });
    expect(await isOpen(page, 'Guide')).toBe(true);
    await page.keyboard.press(' ');
    await terms.waitFor({ state: 'hidden' });
  });

  it('animates for a time that grows with the content, and for 1 ms with reduced motion', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      // Records each animation's timing (a 1 ms one is over before the test could look); one kept
      // page serves both preferences, emulated before each load.
      const page = await site.visit('/docs/intro', {
        before: (p) => p.emulateMedia({ reducedMotion }),
        init: () => {
          const animate = Element.prototype.animate;
          const seen: number[] = [];
          Object.assign(window, { seen });
          Element.prototype.animate = function (this: Element, frames, options) {
            seen.push(Number((options as KeyframeAnimationOptions).duration));
            return animate.call(this, frames, options);
          };
        },
      });
      await category(page, 'Guide').click();
      return page.evaluate(() => (window as unknown as { seen: number[] }).seen[0] ?? -1);
    };
    expect(await duration('reduce')).toBe(1);
    const normal = await duration('no-preference');
    expect(normal).toBeGreaterThan(100);
    expect(normal).toBeLessThan(1000);
  });

  it('cannot be hidden: it stays in the page on desktop', async () => {
    const page = await site.visit('/docs/guide/privacy');
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /hide|collapse sidebar/i }).count()).toBe(0);
  });
});
