// A collapsed sidebar category has its links in the page (a visitor without JavaScript opens it
// natively, find-in-page reaches them), hidden until opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

describe('a collapsed sidebar category', () => {
  it('holds its links, hidden until the category is opened', async () => {
    const page = await site.visit('/docs/archive/notice');
    const nav = page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });
    const category = nav.locator('summary', { hasText: 'January 31, 2024' });
    const terms = nav.getByRole('link', { name: 'Terms of Use (31 January 2024)' });
    expect(await category.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await nav.locator('a[href$="/archive/2024-01-31/terms"]').count()).toBe(1);
    expect(await terms.isVisible()).toBe(false);
    await category.click();
    await terms.waitFor({ state: 'visible' });
    expect(await terms.getAttribute('href')).toMatch(/\/docs\/archive\/2024-01-31\/terms$/);
  });
});
