// A site of folder URLs (trailingSlash: true) in Chromium: the client router swaps pages at their
// `<path>/` addresses without a full load, the language menu leads to the same page and section in
// another locale, and an address typed without its slash ends at the folder address.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('trailing-slash');
});
afterAll(() => site?.close());

/** The kept page at `route`, its router running, the window marked to tell a swap from a full load. */
async function open(route: string): Promise<Page> {
  const page = await site.visit(route);
  await page.waitForSelector('.route-announcer', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return page;
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('folder URLs in the browser', () => {
  it('navigates by sidebar, navbar and document links without a full load, at folder addresses', async () => {
    const page = await open('/docs/intro/');
    const messages = watchConsole(page);
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Privacy Notice' }).click();
    await waitForH1(page, 'Privacy Notice');
    expect(pathname(page)).toBe('/docs/guide/privacy/');
    await page.locator('header.navbar').getByRole('link', { name: 'Terms', exact: true }).click();
    await waitForH1(page, 'Terms of Use');
    expect(pathname(page)).toBe('/docs/guide/terms/');
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Addresses' }).click();
    await waitForH1(page, 'Addresses');
    await page.locator('article').getByRole('link', { name: 'introduction' }).click();
    await waitForH1(page, 'Introduction');
    expect(page.url()).toBe(`${site.base}/docs/intro/#overview`);
    expect(await marker(page)).toBe('kept');
    expect(messages).toEqual([]);
  });

  it('switches language to the same page and section, and back', async () => {
    const page = await open('/docs/guide/terms/#payment');
    const navbar = page.locator('header.navbar');
    await navbar.getByLabel('Language: English').click();
    await navbar.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${site.base}/es/docs/guide/terms/#payment`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await marker(page)).toBe('kept');
    await navbar.getByLabel('Idioma: Español').click();
    await navbar.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.base}/docs/guide/terms/#payment`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await marker(page)).toBe('kept');
  });

  it('ends an address typed without its slash at the folder address', async () => {
    const page = await site.visit('/es/docs/intro');
    expect(pathname(page)).toBe('/es/docs/intro/');
    expect(await page.locator('h1').textContent()).not.toBe('');
  });
});
