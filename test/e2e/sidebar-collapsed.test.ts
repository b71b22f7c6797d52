// A collapsed sidebar category arrives without its links (the server leaves them out) and shows
// them once opened after hydration, from the locale data the router already has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

describe('a collapsed sidebar category', () => {
  it('has no links in the page until opened, then shows them; its button controls an element', async () => {
    const page = await site.open('/docs/archive/notice');
    const nav = page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });
    const category = nav.getByRole('button', { name: '2024-01-31' });
    const terms = nav.getByRole('link', { name: 'Terms of Use (31 January 2024)' });
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    // Not merely hidden: absent (a CSS locator counts hidden elements too).
    expect(await nav.locator('a[href$="/archive/2024-01-31/terms"]').count()).toBe(0);
    const controlled = await category.getAttribute('aria-controls');
    expect(await page.evaluate((id) => document.getElementById(id!) !== null, controlled)).toBe(true);

    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    await terms.waitFor({ state: 'visible' });
    expect(await terms.getAttribute('href')).toMatch(/\/docs\/archive\/2024-01-31\/terms$/);
    await page.context().close();
  });
});
