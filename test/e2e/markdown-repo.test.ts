// A markdown repository's site in Chromium (test/fixtures/markdown-repo): a document no sidebar lists
// reads in the main column, as wide as any other document's; the home page's product with
// sub-categories spans its row above the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('markdown-repo');
});
afterAll(() => site?.close());

describe('a markdown repository in Chromium', () => {
  /** Where the text of a document page is: its main column's left edge and width, and its title's height in lines. */
  const column = async (route: string, viewport?: typeof MOBILE) => {
    const page = await site.visit(route, viewport ? { viewport } : {});
    const main = (await page.locator('main#main').boundingBox())!;
    const title = page.getByRole('heading', { level: 1 });
    const lines = await title.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
    return { x: main.x, width: main.width, lines };
  };

  it('shows a document no sidebar lists in the main column, its title on one line, not squeezed into the sidebar column', async () => {
    const listed = await column('/docs/privacy-notice');
    const unlisted = await column('/docs/archive/privacy-notice-2023');
    // Without a sidebar the text starts where the sidebar would, at least as wide as beside one.
    expect(unlisted.x).toBeLessThan(listed.x);
    expect(unlisted.width).toBeGreaterThanOrEqual(listed.width);
    expect(unlisted.width).toBeGreaterThan(600);
    expect(unlisted.lines).toBe(1);
  });

  it('keeps it the whole width of a phone', async () => {
    const unlisted = await column('/docs/archive/privacy-notice-2023', MOBILE);
    expect(unlisted.width).toBeGreaterThan(MOBILE.width - 60);
  });

  it("spans the home page's row with the product whose sub-categories it shows, the others in cards beside each other", async () => {
    const page = await site.visit('/');
    const cards = await page.locator('.products__grid > .product').evaluateAll((els) => els.map((e) => ({ title: e.querySelector('h3')!.textContent, ...e.getBoundingClientRect().toJSON() }) as { title: string; x: number; y: number; width: number }));
    const grid = (await page.locator('.products__grid').boundingBox())!;
    const [wide, ...rest] = cards;
    expect(wide!.title).toBe('Terms of Service');
    expect(Math.round(wide!.width)).toBe(Math.round(grid.width));
    // The next three share a row under it.
    expect(rest.slice(0, 3).map((c) => c.y)).toEqual([rest[0]!.y, rest[0]!.y, rest[0]!.y]);
    expect(rest[0]!.y).toBeGreaterThan(wide!.y);
  });
});
