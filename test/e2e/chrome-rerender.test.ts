// The chrome across client navigations (the router gives <App> new props without a remount), and
// the error boundary, in Chromium on the built `chrome` fixture.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

/** Opens a page and marks its window: a full load would lose the mark. */
async function open(route: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await site.visit(route, viewport ? { viewport } : {});
  await page.waitForSelector('.route-announcer', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
const current = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('.doc-layout__sidebar [aria-current="page"]')?.textContent === t, text);

describe('client navigation keeps the chrome in step', () => {
  it('closes the mobile menu when back leads to another page', async () => {
    const page = await open('/docs/intro', MOBILE);
    await page.getByRole('main').getByRole('link', { name: 'privacy notice', exact: true }).click();
    await waitForH1(page, 'Privacy Notice');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.waitForSelector('.mobile-menu--open');
    await page.goBack();
    await waitForH1(page, 'Introduction');
    await page.waitForFunction(() => !document.querySelector('.mobile-menu--open'));
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await marker(page)).toBe('kept');
  });

  it('expands the new page’s category and never collapses one on its own', async () => {
    const page = await open('/docs/intro');
    const guide = page.locator('.doc-layout__sidebar summary', { hasText: 'Guide' });
    const guideOpen = () => guide.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    await guide.click();
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.doc-layout__sidebar .sidebar__category > details')!.open);
    // The navbar's Terms item leads into the collapsed category.
    await page.locator('header.navbar').getByRole('link', { name: 'Terms', exact: true }).click();
    await current(page, 'Terms of Use');
    // The category opens in an effect after the page renders: wait for it rather than race it.
    await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.doc-layout__sidebar .sidebar__category > details')!.open);
    await page.goBack();
    await current(page, 'Introduction');
    // Two frames after the page shows, any effect of the navigation has run.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await guideOpen()).toBe(true);
    expect(await marker(page)).toBe('kept');
  });

  it('re-attaches the table of contents and updates the language links', async () => {
    const page = await open('/docs/guide/terms');
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Service Policy' }).click();
    await page.waitForFunction(() => document.querySelector('.doc-layout__toc .toc__link--active')?.textContent === '1. Scope');
    await page.evaluate(() => document.getElementById('termination')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.doc-layout__toc .toc__link--active')?.textContent === '5. Termination');
    expect(await page.locator('.navbar .locale-menu a[hreflang="es"]').getAttribute('href')).toBe('/es/docs/guide/policy');
    expect(await marker(page)).toBe('kept');
  });
});

describe('error boundary', () => {
  it('shows "This page crashed." with the error, and "Try again" renders the page again', async () => {
    const page = await open('/docs/intro');
    // A failure while rendering the next page: reading `doc.archive` (absent on ordinary pages, so
    // looked up on the prototype) throws until the test takes the trap away.
    await page.evaluate(() => {
      Object.defineProperty(Object.prototype, 'archive', {
        configurable: true,
        get() {
          throw new Error('Boom: the page could not be read');
        },
      });
    });
    await page.locator('.doc-layout__sidebar').getByRole('link', { name: 'Terms of Use' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Boom: the page could not be read');
    expect(await page.locator('header.navbar').isVisible()).toBe(true);
    expect(await marker(page)).toBe('kept');
    await page.evaluate(() => delete (Object.prototype as { archive?: unknown }).archive);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
  });
});
