// Pages at paths with a space and non-ASCII characters in Chromium: the client router matches
// their encoded URLs and swaps pages without a full load, and such a URL typed as plain text loads.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('encoded-urls');
});
afterAll(() => site?.close());

const about = '/docs/my%20folder/%C3%BCber%20uns';
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);

describe('encoded URLs in the browser', () => {
  it('routes links to them on the client, and back', async () => {
    const page = await site.visit('/docs/intro');
    const messages = watchConsole(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await page.locator('.doc__body').getByRole('link', { name: 'about us' }).click();
    await waitForH1(page, 'About us');
    expect(new URL(page.url()).pathname).toBe(about);
    expect(new URL(page.url()).hash).toBe('#who');
    await page.locator('.doc__body').getByRole('link', { name: 'data notice' }).click();
    await waitForH1(page, 'Data notice');
    expect(new URL(page.url()).pathname).toBe('/docs/guide/%E6%95%B0%E6%8D%AE');
    // The sidebar marks the page shown as the current one.
    expect(await page.locator('.doc-layout__sidebar [aria-current="page"]').textContent()).toBe('Data notice');
    await page.goBack();
    await waitForH1(page, 'About us');
    expect(await marker(page)).toBe('kept');
    expect(messages).toEqual([]);
  });

  it('loads one typed as plain text, and switches its language as a route', async () => {
    const page = await site.visit('/docs/my folder/über uns');
    expect(await page.locator('h1').textContent()).toBe('About us');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    const menu = page.locator('.navbar .locale-menu');
    await menu.locator('summary').click();
    expect(await menu.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe(`/es${about}`);
    await menu.getByRole('link', { name: 'Español' }).click();
    await waitForH1(page, 'Sobre nosotros');
    expect(new URL(page.url()).pathname).toBe(`/es${about}`);
    expect(await marker(page)).toBe('kept');
  });
});
