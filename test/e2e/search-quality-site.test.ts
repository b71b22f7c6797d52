// Search quality on this repository's own site (content/, as published), in Chromium: a French
// phrase ranks the document that mentions it most first, and results are grouped under the
// sidebar's labels (the products), never under the sidebar's id. The `search` fixture of
// search-quality.test.ts is written for the engine's corner cases; this is the real content.
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDir } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/fixture.ts';
import { keptPages, type KeptPages } from '../helpers/kept-page.ts';
import { connectChromium } from '../helpers/served-site.ts';
import { ownSiteBuild } from '../helpers/shared.ts';

let browser: Browser;
let server: Server;
let kept: KeptPages;
beforeAll(async () => {
  // The whole site, 484 pages, built once per run: with a cold parse cache on a busy 2-core machine, minutes.
  const built = await ownSiteBuild();
  expect(built.code, built.stderr).toBe(0);
  let base: string;
  ({ url: base, server } = await serveDir(built.out, ['de', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'zh-Hans', 'zh-Hant']));
  browser = await connectChromium();
  kept = keptPages(browser, base);
}, 300_000);
afterAll(async () => {
  await kept?.close();
  await browser?.close();
  server?.close();
});

/** The file's kept page, reset as a new one, loaded at `route` and hydrated. */
const open = (route: string): Promise<Page> => kept.visit(route);

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill(query);
  await page.waitForSelector('.search-modal__body[data-screen=results] .search-hit');
}

/** The documents of the modal's hits, best first, each once (hits are sections). */
const documents = async (page: Page) => {
  const hrefs = await page.locator('.search-modal__body a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('#')[0]!))];
};

/** How often a French document's source mentions `phrase`. */
const mentions = async (doc: string, phrase: string) =>
  (await readFile(path.join(repoRoot, 'content/i18n/fr/docs', `${doc}.md`), 'utf8')).toLowerCase().split(phrase).length - 1;

describe("search quality on this site's own documents", () => {
  it.each([
    ['logiciels malveillants', 'overwolf/community-guidelines', 'overwolf/website/terms-of-use'],
    ["mesure d'audience", 'overwolf/cookies-policy', 'overwolf/website/privacy-policy'],
  ])('French: "%s" ranks %s (more mentions) above %s', async (phrase, most, fewer) => {
    expect(await mentions(most, phrase)).toBeGreaterThan(await mentions(fewer, phrase));
    const page = await open('/fr/docs/overwolf/intro');
    await searchFor(page, phrase);
    const docs = await documents(page);
    expect(docs[0]).toBe(`/fr/docs/${most}`);
    expect(docs).toContain(`/fr/docs/${fewer}`);
  });

  it("groups results under the sidebar's labels, never its id, in the modal and on the search page", async () => {
    const page = await open('/fr/docs/overwolf/intro');
    const sidebar = page.locator('.doc-layout__sidebar nav > .sidebar__list > li');
    const labels = await sidebar.locator(':scope > details > summary.sidebar__category-button, :scope > a.sidebar__category-link').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Overwolf', 'CurseForge', 'Outplayed']));

    await searchFor(page, 'terms of use');
    const groups = await page.locator('.search-modal__group-title').allTextContents();
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(labels).toContain(group);

    const results = await open('/fr/search?q=terms%20of%20use');
    await results.waitForSelector('.search-page__lvl0');
    const pageGroups = await results.locator('.search-page__lvl0').allTextContents();
    expect(pageGroups.length).toBeGreaterThan(1);
    for (const group of pageGroups) expect(labels).toContain(group);
    expect([...groups, ...pageGroups].map((g) => g.toLowerCase())).not.toContain('legal');
  });
});
