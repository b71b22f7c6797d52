// Headings from h2 down carry a "#" permalink: out of sight until the heading is hovered or the
// link focused, named in the page's language, and leading to the heading's own address.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('clean');
});
afterAll(() => site?.close());

const opacity = (page: Page, selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).opacity);
/** Waits out the fade: the link's opacity settles at `value`. */
const settlesAt = (page: Page, selector: string, value: string) =>
  page.waitForFunction(([s, v]) => getComputedStyle(document.querySelector(s!)!).opacity === v, [selector, value] as const);

describe('heading permalinks', () => {
  it('show on hover and on keyboard focus, with an accessible name in the page language', async () => {
    const page = await site.visit('/es/docs/guide/terms');
    const link = page.getByRole('link', { name: 'Enlace directo a 2. Pago' });
    expect(await link.getAttribute('href')).toBe('#payment');
    // The "#" is drawn, not text: selecting or copying the heading leaves it out.
    expect(await link.textContent()).toBe('');
    expect(await link.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"#"');
    // h3 too, and never the page title.
    expect(await page.getByRole('link', { name: 'Enlace directo a Reembolsos' }).count()).toBe(1);
    expect(await page.locator('h1 .hash-link').count()).toBe(0);

    const selector = '#payment > .hash-link';
    expect(await opacity(page, selector)).toBe('0');
    await page.locator('#payment').hover();
    await settlesAt(page, selector, '1');
    await page.mouse.move(0, 0);
    await settlesAt(page, selector, '0');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await settlesAt(page, selector, '1');
  });

  it('leads to the heading, with JavaScript on and off', async () => {
    const page = await site.visit('/docs/guide/terms');
    await page.locator('#refunds').hover();
    await page.locator('#refunds > .hash-link').click();
    await page.waitForURL(`${site.base}/docs/guide/terms#refunds`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('refunds');

    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${site.base}/docs/guide/terms`);
    await plain.locator('#refunds').hover();
    await plain.locator('#refunds > .hash-link').click();
    await plain.waitForURL(`${site.base}/docs/guide/terms#refunds`);
    await context.close();
  });
});
