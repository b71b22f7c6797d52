// After a client navigation the <head> describes the new page exactly as a fresh load of it does:
// title, description, social tags, canonical, hreflang versions, robots and DocSearch tags.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

/** What the head says about the page, one line per element, in a stable order. */
const headFacts = (page: Page) =>
  page.evaluate(() => {
    const facts = [`title: ${document.title}`, `lang: ${document.documentElement.lang}`];
    for (const el of document.head.querySelectorAll('meta[name], meta[property]')) {
      const name = el.getAttribute('name') ?? el.getAttribute('property');
      if (name !== 'viewport') facts.push(`meta ${name}: ${el.getAttribute('content')}`);
    }
    for (const el of document.head.querySelectorAll<HTMLLinkElement>('link[rel=canonical], link[rel=alternate]')) {
      facts.push(`link ${el.rel} ${el.hreflang}: ${el.href}`);
    }
    return facts.sort();
  });

/** Follows a link through the client router (no reload: a marker set on the window survives). */
async function navigate(page: Page, click: () => Promise<void>, path: string, h1: string) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  await click();
  await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, h1);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
}

/** The head of a full load of `path` (the file's kept page: taken before the page under test is opened). */
async function freshFacts(path: string) {
  return headFacts(await site.visit(path));
}

describe('the head after a client navigation', () => {
  it('equals a fresh load of the new page, description and hreflang versions included', async () => {
    const freshTerms = await freshFacts('/es/docs/guide/terms');
    const page = await site.visit('/es/docs/intro');
    const intro = await headFacts(page);
    expect(intro).toContain('meta description: Qué cubre este sitio de prueba.');
    expect(intro).toContain('link canonical : https://fixture.example.com/es/docs/intro');

    const sidebar = page.locator('.doc-layout__sidebar');
    await navigate(page, () => sidebar.getByRole('link', { name: 'Términos de uso' }).click(), '/es/docs/guide/terms', 'Términos de uso');
    const terms = await headFacts(page);
    expect(terms).toEqual(freshTerms);
    expect(terms.some((f) => f.startsWith('meta description'))).toBe(false);
    expect(terms).toContain('link alternate ja: https://fixture.example.com/ja/docs/guide/terms');

    await navigate(page, () => sidebar.getByRole('link', { name: 'Introducción' }).click(), '/es/docs/intro', 'Introducción');
    expect(await headFacts(page)).toEqual(intro);
  });

  it('follows a change of language from the language menu', async () => {
    const freshIntro = await freshFacts('/docs/intro');
    const page = await site.visit('/es/docs/intro');
    const menu = page.locator('.navbar .locale-menu');
    await navigate(
      page,
      async () => {
        await menu.locator('summary').click();
        await menu.getByRole('link', { name: 'English' }).click();
      },
      '/docs/intro',
      'Introduction',
    );
    const facts = await headFacts(page);
    expect(facts).toEqual(freshIntro);
    expect(facts).toContain('meta docsearch:language: en');
    expect(facts).toContain('meta description: What this fixture covers.');
  });
});
