// A large sidebar in Chromium: each page carries only the entries nearest it (page-sidebar.ts); a
// category it carries in part opens to all its entries once the whole list loads, and without
// JavaScript its link leads to where they all are listed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, servedSite, type ServedSite } from '../helpers/served-site.ts';

/** 12 folders of 12 documents each, beside the fixture's own: well over what a page carries. */
async function addRecords(dir: string) {
  for (let f = 1; f <= 12; f++) {
    const folder = path.join(dir, 'content/docs/records', `folder-${String(f).padStart(2, '0')}`);
    await mkdir(folder, { recursive: true });
    for (let d = 1; d <= 12; d++) await writeFile(path.join(folder, `record-${d}.md`), `---\ntitle: Record ${f}.${d}\nsidebar_position: ${d}\n---\n\nRecord ${f}.${d} of the register.\n`);
  }
}

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('clean', { prepare: addRecords });
});
afterAll(() => site?.close());

const sidebar = (page: Page) => page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });
/** A category's own list item (not those around it). */
const folder = (page: Page, name: string) => sidebar(page).locator(`summary:text-is("${name}")`).locator('xpath=ancestor::li[1]');

describe('a large sidebar', () => {
  it('carries the way to the page and its neighbours, not every entry', async () => {
    const page = await site.visit('/docs/records/folder-06/record-7');
    expect(await sidebar(page).locator('a').count()).toBeLessThan(120);
    expect(await sidebar(page).locator('[aria-current="page"]').textContent()).toBe('Record 6.7');
    expect(await folder(page, 'folder-06').locator('a.sidebar__link:not(.sidebar__more)').count()).toBe(12);
    expect(await sidebar(page).locator('a.sidebar__more').count()).toBeGreaterThan(0);
  });

  it('opens a category the page carries in part to all its entries', async () => {
    const page = await site.visit('/docs/records/folder-06/record-7');
    const cut = folder(page, 'folder-12');
    expect(await cut.locator('a.sidebar__more').count()).toBe(1);
    await cut.locator('summary').click();
    await cut.getByRole('link', { name: 'Record 12.12' }).waitFor();
    expect(await cut.locator('a.sidebar__link').count()).toBe(12);
    expect(await cut.locator('a.sidebar__more').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/docs/records/folder-06/record-7');
  });

  it('leads a reader without JavaScript from a category carried in part to the list of all entries', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${site.base}/docs/records/folder-06/record-7`);
    const cut = folder(page, 'folder-12');
    await cut.locator('summary').click();
    const more = cut.getByRole('link', { name: 'Show all 12 items' });
    await more.click();
    await page.waitForURL(`${site.base}/docs#sidebar-main`);
    expect(await page.getByRole('link', { name: 'Record 12.12' }).count()).toBe(1);
    await context.close();
  });
});
