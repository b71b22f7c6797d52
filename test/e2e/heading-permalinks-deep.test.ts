// Permalinks on headings below h3 (h4 to h6, as in a clause 4.1.1): like h2 and h3 they carry a
// named "#" link, shown on hover, leading to the heading's own address. The `clean` site of
// heading-permalinks.test.ts has no such heading; the `deep-headings` fixture adds a page with them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('deep-headings');
});
afterAll(() => site?.close());

/** Waits out the fade: the link's opacity settles at `value`. */
const settlesAt = (page: Page, selector: string, value: string) =>
  page.waitForFunction(([s, v]) => getComputedStyle(document.querySelector(s!)!).opacity === v, [selector, value] as const);

describe('heading permalinks below h3', () => {
  it.each([
    ['h4', 'indirect-loss', '4.1.1 Indirect loss'],
    ['h5', 'notice-periods', 'Notice periods'],
    ['h6', 'last-resort', 'Last resort'],
  ])('an %s (#%s) has a named "#" link, shown on hover, that leads to it', async (level, id, text) => {
    const page = await site.visit('/docs/guide/clauses');
    expect(await page.locator(`#${id}`).evaluate((el) => el.tagName.toLowerCase())).toBe(level);
    const link = page.getByRole('link', { name: `Direct link to ${text}` });
    expect(await link.getAttribute('href')).toBe(`#${id}`);
    expect(await link.textContent()).toBe('');
    const selector = `#${id} > .hash-link`;
    await settlesAt(page, selector, '0');
    await page.locator(`#${id}`).hover();
    await settlesAt(page, selector, '1');
    await link.click();
    await page.waitForURL(`${site.base}/docs/guide/clauses#${id}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
  });
});
