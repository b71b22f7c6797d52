// The not-found page helps a visitor on, in their language: it says the link is broken, offers a
// search box (a plain form without JavaScript) and links to the home page and the documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('search');
});
afterAll(() => site?.close());

describe('the not-found page', () => {
  it('offers search and the way home in the visitor language', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${site.base}/es/docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada');
    expect(await main.getByRole('link', { name: 'Página de inicio' }).getAttribute('href')).toBe('/es/');
    expect(await main.getByRole('link', { name: 'Todos los documentos' }).getAttribute('href')).toBe('/es/docs');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await main.getByRole('searchbox').fill('privacidad');
    await main.getByRole('searchbox').press('Enter');
    await page.waitForURL(`${site.base}/es/search?q=privacidad`);
    await page.locator('.search-page__list a.search-hit').first().waitFor();
    // The client router took it: no reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
    await context.close();
  });

  it('works as a plain form without JavaScript, in Japanese too', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/ja/missing`);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'ホーム' }).getAttribute('href')).toBe('/ja/');
    await main.getByRole('searchbox').fill('個人情報');
    await main.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(`${site.base}/ja/search?q=${encodeURIComponent('個人情報')}`);
    await context.close();
  });
});
