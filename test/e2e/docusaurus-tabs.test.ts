// Docusaurus's <Tabs> as legaldocs renders them (test/fixtures/docusaurus-mdx), in Chromium: a tab
// chosen by pointer or arrow keys shows its panel and hides the others, with JavaScript on or off;
// an address naming a heading inside a panel shows that panel; print shows every panel under its
// label; and axe-core finds nothing serious on the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('docusaurus-mdx');
});
afterAll(() => site?.close());

const route = '/docs/privacy/data-rights';
const regions = (page: Page) => page.locator('.tabs').first();
/** The panels of the first tab group that show, by their heading. */
const shown = (page: Page) => regions(page).locator('.tabs__panel:visible h2').allTextContents();

describe('tabs', () => {
  it('show the chosen tab’s panel only, and another when its label is clicked', async () => {
    const page = await site.visit(route);
    expect(await shown(page)).toEqual(['Rights under the GDPR']);
    await regions(page).getByText('California', { exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(['Rights under the CCPA']);
    // The second group was told to show "By post" first (defaultValue).
    const second = page.locator('.tabs').nth(1);
    expect(await second.locator('.tabs__panel:visible').allTextContents()).toEqual(['Write to Northwind Traders, Data Protection, 1 Harbour Road, Cardiff.']);
  });

  it('move with the arrow keys, as a radio group does, and lead the Tab key into the shown panel', async () => {
    const page = await site.visit(route);
    const eu = page.getByRole('radio', { name: 'EU and EEA' });
    await eu.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toEqual(['Rights under the UK GDPR']);
    expect(await page.getByRole('radio', { name: 'United Kingdom' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toEqual(['Rights under the CCPA']);
    // The focus ring is drawn on the label of the focused radio.
    const outline = await page.locator('label[for="ld-tabs-1-3"]').evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.tabs__panel')?.querySelector('h2')?.id)).toBe('rights-ca');
  });

  it('work without JavaScript, and an address naming a heading in a panel shows that panel', async () => {
    const page = await site.visit(`${route}#rights-ca`, { javaScriptEnabled: false });
    expect(await shown(page)).toEqual(['Rights under the CCPA']);
    expect(await page.locator('#rights-ca').isVisible()).toBe(true);
    await regions(page).getByText('United Kingdom', { exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(['Rights under the UK GDPR']);
  });

  it('with JavaScript, a link to a heading in another panel, followed by the router, shows its panel', async () => {
    const page = await site.visit('/docs/privacy/cookies');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/privacy/data-rights#rights-uk';
      a.textContent = 'to the UK rights';
      document.querySelector('.doc__body')!.append(a);
    });
    await page.getByRole('link', { name: 'to the UK rights' }).click();
    await page.waitForURL(`${site.base}${route}#rights-uk`);
    await expect.poll(() => shown(page)).toEqual(['Rights under the UK GDPR']);
    expect(await page.locator('#rights-uk').isVisible()).toBe(true);
  });

  it('print every panel, each under its label', async () => {
    const page = await site.visit(route);
    await page.emulateMedia({ media: 'print' });
    expect(await shown(page)).toEqual(['Rights under the GDPR', 'Rights under the UK GDPR', 'Rights under the CCPA']);
    expect(await regions(page).locator('.tabs__tab:visible').allTextContents()).toEqual(['EU and EEA', 'United Kingdom', 'California']);
  });

  it('have no serious accessibility violation', async () => {
    const page = await site.visit(route);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
