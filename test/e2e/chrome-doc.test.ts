// A document page in Chromium: table of contents (levels, override, scroll-spy, narrow-screen
// variant), last update in the locale's format, previous/next, fallback and archive notices,
// typography (line length, tables on mobile) and print; plus the home, docs and not-found pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

describe('table of contents', () => {
  it('lists h2 and h3 by default, and only h2 where the front matter says so', async () => {
    const page = await site.visit('/docs/guide/terms');
    const toc = page.locator('.doc-layout__toc').getByRole('navigation', { name: 'On this page' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(['1. Acceptance', '2. Payment', 'Refunds', '3. Service levels']);
    await page.goto(`${site.base}/docs/guide/policy`);
    const links = await page.locator('.doc-layout__toc').getByRole('link').allTextContents();
    expect(links).toContain('3. Content');
    expect(links).not.toContain('Licence');
  });

  it('highlights the section in view', async () => {
    const page = await site.visit('/docs/guide/policy');
    const active = () => page.locator('.doc-layout__toc .toc__link--active').textContent();
    expect(await active()).toBe('1. Scope');
    await page.evaluate(() => document.getElementById('payments')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.doc-layout__toc .toc__link--active')?.textContent === '4. Payments');
    expect(await page.locator('.doc-layout__toc [aria-current="location"]').textContent()).toBe('4. Payments');
  });

  it('on narrow screens is a collapsible "On this page" above the content', async () => {
    const page = await site.visit('/docs/guide/policy', { viewport: MOBILE });
    expect(await page.locator('.doc-layout__toc').isVisible()).toBe(false);
    const button = page.locator('.toc-collapsible summary', { hasText: 'On this page' });
    const open = () => page.locator('.toc-collapsible details').evaluate((el) => (el as HTMLDetailsElement).open);
    const box = await button.boundingBox();
    const body = await page.locator('.doc__body').boundingBox();
    expect(box!.y).toBeLessThan(body!.y);
    expect(await open()).toBe(false);
    await button.click();
    expect(await open()).toBe(true);
    await page.locator('.toc-collapsible').getByRole('link', { name: '6. Liability' }).click();
    await page.waitForURL(/#liability$/);
  });
});

describe('doc page', () => {
  it('shows the title, the last update in the locale format and previous/next links', async () => {
    const page = await site.visit('/docs/guide/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Notice');
    expect(await page.locator('.doc__updated').textContent()).toBe('Last updated on March 15, 2024');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['PreviousTerms of Use', '/docs/guide/terms'],
      ['NextService Policy', '/docs/guide/policy'],
    ]);
    await page.goto(`${site.base}/ja/docs/guide/privacy`);
    expect(await page.locator('.doc__updated time').textContent()).toBe('2024年3月15日');
  });

  it('says so on a fallback (untranslated) page', async () => {
    const page = await site.visit('/es/docs/guide/privacy');
    expect(await page.getByRole('note').first().textContent()).toMatch(/Español/);
    await page.goto(`${site.base}/es/docs/guide/terms`);
    expect(await page.getByRole('note').count()).toBe(0);
  });

  it('marks earlier versions, with the days they were in effect and links to the current version, and nothing else', async () => {
    const page = await site.visit('/es/docs/archive/2024-01-31/terms');
    // The Spanish page is also a fallback, so it carries both notices.
    const note = page.getByRole('note').filter({ hasText: 'versión archivada' });
    expect(await note.count()).toBe(1);
    expect(await note.locator('p').first().textContent()).toBe('Esta es una versión archivada de este documento. En vigor del 31 de enero de 2024 al 31 de mayo de 2024.');
    expect(await note.getByRole('link', { name: 'Leer la versión actual' }).getAttribute('href')).toBe('/es/docs/guide/terms');
    expect(await note.getByRole('navigation', { name: 'Versiones de este documento' }).getByRole('link').allTextContents()).toEqual(['Versión vigente: 1 de junio de 2024']);
    // A page that merely lives under archive/ is no version: no banner.
    await page.goto(`${site.base}/docs/archive/notice`);
    expect(await page.getByRole('note').count()).toBe(0);
    await page.goto(`${site.base}/docs/guide/terms`);
    expect(await page.getByRole('note').count()).toBe(0);
  });

  it('shows the effective date under the title, no commit date, and the previous versions newest first', async () => {
    const page = await site.visit('/docs/guide/terms');
    expect(await page.locator('.doc__effective > span').textContent()).toBe('Effective June 1, 2024');
    expect(await page.locator('.doc__updated').count()).toBe(0);
    const list = page.getByRole('region', { name: 'Previous versions' });
    expect(await list.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['January 31, 2024 – May 31, 2024', '/docs/archive/2024-01-31/terms'],
    ]);
    await list.getByRole('link').click();
    await page.waitForURL(`${site.base}/docs/archive/2024-01-31/terms`);
    await page.getByRole('note').filter({ hasText: 'archived version' }).waitFor();
    await page.goto(`${site.base}/ja/docs/guide/terms`);
    expect(await page.locator('.doc__effective > span').textContent()).toBe('2024年6月1日施行');
    expect(await page.getByRole('region', { name: '以前の版' }).getByRole('link').textContent()).toBe('2024年1月31日～2024年5月31日');
  });

  it('keeps lines near 70 characters and lets wide tables scroll sideways on mobile', async () => {
    const page = await site.visit('/docs/guide/policy');
    const perLine = await page.evaluate(() => {
      const p = document.querySelector('.doc__body p')!;
      const lines = Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
      return p.textContent!.length / lines;
    });
    expect(perLine).toBeGreaterThan(55);
    expect(perLine).toBeLessThan(85);
    await page.setViewportSize(MOBILE);
    const table = await page.locator('.doc__body table').evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
    expect(table.scroll).toBeGreaterThan(table.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('prints the document alone, with the address of external links', async () => {
    const page = await site.visit('/docs/guide/policy');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['header.navbar', '.doc-layout__sidebar', '.doc-layout__toc', '.footer', '.announcement', '.pagination']) {
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    expect(await page.locator('.doc__body').isVisible()).toBe(true);
    const after = await page.locator('.doc__body a[href^="https://authority"]').evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain('https://authority.example.org/rules');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});

describe('index pages', () => {
  it('home lists the documents under a generic heading, each product (first sidebar categories) with its own', async () => {
    const page = await site.visit('/');
    const products = page.getByRole('region', { name: 'Documents' });
    const guide = products.getByRole('region', { name: 'Guide' });
    expect(await guide.getByRole('link').allTextContents()).toEqual(['Terms of Use', 'Privacy Notice', 'Service Policy']);
  });

  it('the docs landing lists every sidebar', async () => {
    const page = await site.visit('/es/docs');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(['Archive']));
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(3);
    expect(await page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Términos de uso' }) }).count()).toBeGreaterThan(0);
  });

  it('not-found pages speak the locale and say the link is broken', async () => {
    const page = await site.visit('/ja/docs/missing');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.getByRole('main').textContent()).toMatch(/リンク/);
    await page.goto(`${site.base}/docs/missing`);
    expect(await page.getByRole('main').textContent()).toContain('link is broken');
  });
});
