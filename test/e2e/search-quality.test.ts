// Search quality in the browser: a phrase found verbatim ranks its document first, every matched
// CJK character is marked (even one the segmenter cut off as a word of its own), and "Try
// searching for" offers headings related to the query.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('search');
});
afterAll(() => site?.close());

async function searchFor(page: Page, query: string, screen = 'results') {
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill(query);
  await page.waitForSelector(`.search-modal__body[data-screen=${screen}]`);
}
const hrefs = (page: Page) => page.locator('.search-modal__body a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
/** The marked text of each hit's snippet (or title), marks joined. */
const marked = (page: Page) => page.locator('.search-modal__body mark').allInnerTexts();

describe('search quality', () => {
  it('ranks the document holding the phrase verbatim first', async () => {
    const page = await site.visit('/docs/intro');
    await searchFor(page, 'social media');
    expect((await hrefs(page))[0]).toBe('/docs/quality/social#platforms');
    expect(await hrefs(page)).toContain('/docs/quality/partners#sharing');
  });

  it.each([
    ['非商業', '非商業'],
    ['振って', '振って'],
  ])('marks every matched character of %s in a Japanese snippet', async (query, expected) => {
    const page = await site.visit('/ja/docs/intro');
    await searchFor(page, query);
    expect((await hrefs(page))[0]).toBe('/ja/docs/quality/partners#personal-use');
    expect(await marked(page)).toContain(expected);
  });

  it('suggests headings related to a query that finds nothing, in the visitor language', async () => {
    const page = await site.visit('/ja/docs/intro');
    await searchFor(page, 'クッキー zzyzx', 'empty');
    await page.waitForSelector('.search-suggestion');
    expect(await page.locator('.search-suggestion').allInnerTexts()).toEqual(['クッキー']);
  });
});
