// A sidebar category with a page of its own (its label a link, a <details> toggle beside it) opens
// and leads into its links without JavaScript too, and its toggle's accessible name, as Chromium
// gives it to a screen reader, says what a press does next whichever way it was opened.
// (The `chrome` fixture of no-javascript.test.ts has no such category; the Docusaurus one has.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('docusaurus-site');
});
afterAll(() => site?.close());

const sidebar = (page: Page) => page.locator('.doc-layout__sidebar').getByRole('navigation', { name: 'Docs sidebar' });
const terms = (page: Page) => sidebar(page).locator('.sidebar__category--linked', { has: page.getByRole('link', { name: 'Terms', exact: true }) });

/** The name and expanded state of each disclosure toggle of the 'Terms' category in Chromium's accessibility tree. */
async function termsToggle(page: Page): Promise<{ name: unknown; expanded: unknown }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && n.role?.value === 'DisclosureTriangle' && String(n.name?.value).includes("'Terms'"))
    .map((n) => ({ name: n.name?.value, expanded: n.properties?.find((p) => p.name === 'expanded')?.value.value ?? false }));
}
const closed = [{ name: "Expand sidebar category 'Terms'", expanded: false }];
const open = [{ name: "Collapse sidebar category 'Terms'", expanded: true }];

describe('a sidebar category with a page of its own', () => {
  it('opens without JavaScript, naming its toggle for each state, and its links lead on', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${site.base}/docs/intro`);
    const termsOfUse = sidebar(page).getByRole('link', { name: 'Terms of Use' });
    expect(await termsOfUse.isVisible()).toBe(false);
    expect(await termsToggle(page)).toEqual(closed);

    await terms(page).locator('summary').click();
    await termsOfUse.waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${site.base}/docs/intro`);
    await expect.poll(() => termsToggle(page)).toEqual(open);

    await terms(page).locator('summary').click();
    await termsOfUse.waitFor({ state: 'hidden' });
    await expect.poll(() => termsToggle(page)).toEqual(closed);

    await terms(page).locator('summary').click();
    await termsOfUse.click();
    await page.waitForURL(`${site.base}/docs/policies/terms/terms-of-use`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms of Use');
    await context.close();
  });

  it('names its toggle for each state once hydrated too', async () => {
    const page = await site.visit('/docs/intro');
    expect(await termsToggle(page)).toEqual(closed);
    await terms(page).locator('summary').click();
    await sidebar(page).getByRole('link', { name: 'Terms of Use' }).waitFor();
    await expect.poll(() => termsToggle(page)).toEqual(open);
    await terms(page).locator('summary').click();
    await sidebar(page).getByRole('link', { name: 'Terms of Use' }).waitFor({ state: 'hidden' });
    await expect.poll(() => termsToggle(page)).toEqual(closed);
  });
});
