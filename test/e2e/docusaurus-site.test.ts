// The Docusaurus-shaped fixture in Chromium: a category's label leads to its page (through the
// client router) while its toggle only opens or closes it; category index pages show their cards
// and pass axe-core in both themes; the zh-Hans pages read in Chinese.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';
import { MOBILE, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('docusaurus-site');
});
afterAll(() => site?.close());

const sidebar = (page: Page) => page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });

describe('a Docusaurus site in Chromium', () => {
  // The toggle is the <summary> of the category's <details>, named by its hidden text.
  const toggle = (page: Page, name: string) => sidebar(page).locator('summary.sidebar__category-toggle', { hasText: name });
  const isOpen = (page: Page, name: string) => toggle(page, name).evaluate((s) => (s.parentElement as HTMLDetailsElement).open);

  it('follows a category label to its page, opening the category and marking it current, without a full load', async () => {
    const page = await site.visit('/docs/intro');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const terms = sidebar(page).getByRole('link', { name: 'Terms', exact: true });
    expect(await isOpen(page, "Expand sidebar category 'Terms'")).toBe(false);
    await terms.click();
    await page.waitForURL(`${site.base}/docs/policies/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms overview' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await terms.getAttribute('aria-current')).toBe('page');
    expect(await isOpen(page, "Collapse sidebar category 'Terms'")).toBe(true);
    await sidebar(page).getByRole('link', { name: 'Acceptable use' }).waitFor();
  });

  it('opens and closes a category with its toggle, by mouse and keyboard, staying on the page', async () => {
    const page = await site.visit('/docs/intro');
    await toggle(page, "Expand sidebar category 'Terms'").click();
    await sidebar(page).getByRole('link', { name: 'Terms of Use' }).waitFor();
    expect(page.url()).toBe(`${site.base}/docs/intro`);
    await toggle(page, "Collapse sidebar category 'Terms'").focus();
    await page.keyboard.press('Enter');
    await sidebar(page).getByRole('link', { name: 'Terms of Use' }).waitFor({ state: 'hidden' });
    expect(await isOpen(page, "Expand sidebar category 'Terms'")).toBe(false);
  });

  it('shows a category index page with a card per document, each leading to it', async () => {
    const page = await site.visit('/zh-Hans/docs/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('隐私声明');
    const cards = page.locator('.cards .card__link');
    expect(await cards.locator('.card__title').allTextContents()).toEqual(['隐私政策', 'Cookie Policy']);
    expect(await page.locator('.doc-layout__sidebar nav').getByRole('link', { name: '隐私', exact: true }).getAttribute('aria-current')).toBe('page');
    await cards.first().click();
    await page.waitForURL(`${site.base}/zh-Hans/docs/policies/privacy/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
  });

  it('offers the sidebar in the mobile menu on a category page', async () => {
    const page = await site.visit('/docs/category/archive', { viewport: MOBILE });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.locator('.mobile-menu');
    await menu.getByRole('link', { name: 'Privacy Policy (2024)' }).waitFor();
    expect(await menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Archive', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['dark', 'desktop'],
    ['light', 'mobile'],
  ] as const)('has no serious axe-core violation on a category page (%s theme, %s)', async (theme, width) => {
    const page = await site.visit('/docs/privacy', {
      ...(width === 'mobile' ? { viewport: MOBILE } : {}),
      init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : () => localStorage.setItem('theme', 'dark'),
    });
    await page.addScriptTag({ path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      return (await axe.run({ resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
