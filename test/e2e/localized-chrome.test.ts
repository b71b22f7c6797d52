// Every word of the chrome in the visitor's language: site strings given per locale in the config
// (the default locale's where one is missing), and untranslated documents marked as English —
// their text carries lang="en", their entries in the sidebar and on the home page say "(English)"
// in the visitor's language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('localized-strings');
});
afterAll(() => site?.close());

const year = new Date().getFullYear();
const text = (page: Page, selector: string) => page.locator(selector).first().innerText();

describe('site strings per locale', () => {
  it.each([
    ['/', 'Fixture Legal', 'A tiny site for tests.', `Copyright © ${year} Fixture`, 'Our terms change on 1 May.', 'Fixture Legal'],
    ['/es/', 'Documentos legales', 'Un sitio diminuto para pruebas.', `Copyright © ${year} Fixture. Todos los derechos reservados.`, 'Nuestros términos cambian el 1 de mayo.', 'Documentos legales'],
    ['/ja/', '法的文書', 'テスト用の小さなサイト。', `Copyright © ${year} Fixture. 無断転載を禁じます。`, 'Our terms change on 1 May.', 'Fixture Legal'],
  ])('%s shows its own title, tagline, copyright and announcement', async (route, title, tagline, copyright, bar, brand) => {
    const page = await site.visit(route);
    expect(await text(page, 'main h1')).toBe(title);
    expect(await text(page, '.hero__tagline')).toBe(tagline);
    expect(await text(page, '.footer__copyright')).toBe(copyright);
    expect(await text(page, '.announcement__content')).toBe(bar);
    expect(await text(page, 'header .navbar__title')).toBe(brand);
    expect(await page.title()).toBe(title);
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe(tagline);
  });
});

describe('untranslated documents', () => {
  it('carry the source language on their text, and are marked in the sidebar in the visitor language', async () => {
    const page = await site.visit('/ja/docs/guide/privacy');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.locator('h1.doc__title').getAttribute('lang')).toBe('en');
    expect(await page.locator('.doc__body').getAttribute('lang')).toBe('en');
    expect(await page.locator('.doc-layout__toc .toc__list').getAttribute('lang')).toBe('en');
    const link = page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Privacy Notice' });
    expect(await link.innerText()).toBe('Privacy Notice （英語）');
    expect(await link.locator('[lang=en]').innerText()).toBe('Privacy Notice');
  });

  it('leave translated documents unmarked, and mark the others on the home page', async () => {
    const page = await site.visit('/es/');
    const products = page.locator('.products');
    expect(await products.getByRole('link', { name: 'Términos de uso' }).innerText()).toBe('Términos de uso');
    expect(await products.getByRole('link', { name: /Privacy Notice/ }).innerText()).toBe('Privacy Notice (inglés)');
    // The same kept page, loaded anew at a translated document.
    const doc = await site.visit('/es/docs/guide/terms');
    expect(await doc.locator('h1.doc__title').getAttribute('lang')).toBeNull();
    expect(await doc.locator('.doc__body').getAttribute('lang')).toBeNull();
  });
});
