// The language menu works every way a visitor may use it — hover then click, click, keyboard,
// touch, and with JavaScript off — and leads to the same page (and #section) in that language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

const menu = (page: Page) => page.locator('header.navbar .locale-menu');
const summary = (page: Page) => menu(page).locator('summary');
const link = (page: Page, name: string) => menu(page).getByRole('link', { name });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language menu', () => {
  it('opens on hover; a click on a language then follows it, keeping the section', async () => {
    const page = await site.visit('/es/docs/guide/terms#payment');
    expect(await link(page, 'English').isVisible()).toBe(false);
    await summary(page).hover();
    await link(page, 'English').waitFor({ state: 'visible' });
    expect(await menu(page).getByRole('link').allTextContents()).toEqual(['English', 'Español', '日本語']);
    await link(page, 'English').click();
    await page.waitForURL(`${site.base}/docs/guide/terms#payment`);
    expect(await lang(page)).toBe('en');
  });

  it('closes when the pointer leaves after a hover, and stays open when the hover is followed by a click', async () => {
    const page = await site.visit('/docs/intro');
    await summary(page).hover();
    await link(page, 'Español').waitFor({ state: 'visible' });
    await page.mouse.move(5, 400);
    await link(page, 'Español').waitFor({ state: 'hidden' });
    await summary(page).hover();
    await summary(page).click();
    await page.mouse.move(5, 400);
    expect(await link(page, 'Español').isVisible()).toBe(true);
    await summary(page).click();
    await link(page, 'Español').waitFor({ state: 'hidden' });
  });

  it('opens and closes with a click on its button', async () => {
    const page = await site.visit('/es/docs/guide/terms#refunds');
    await summary(page).click({ position: { x: 4, y: 4 } });
    await link(page, '日本語').click();
    await page.waitForURL(`${site.base}/ja/docs/guide/terms#refunds`);
    expect(await lang(page)).toBe('ja');
  });

  it('works from the keyboard: Enter or Space opens, arrows move, Escape closes and gives focus back', async () => {
    const page = await site.visit('/docs/guide/terms#payment');
    await summary(page).focus();
    await page.keyboard.press('Enter');
    await link(page, 'English').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('English');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Español');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('日本語');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('English');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('日本語');
    await page.keyboard.press('Escape');
    await link(page, 'English').waitFor({ state: 'hidden' });
    expect(await summary(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press(' ');
    await link(page, 'English').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    // An arrow on the closed button opens it at the first language.
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('English');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}/es/docs/guide/terms#payment`);
    expect(await lang(page)).toBe('es');
  });

  it('works by touch', async () => {
    const page = await site.open('/es/docs/guide/terms#payment', { hasTouch: true });
    await summary(page).tap();
    await link(page, 'English').waitFor({ state: 'visible' });
    await link(page, 'English').tap();
    await page.waitForURL(`${site.base}/docs/guide/terms#payment`);
    expect(await lang(page)).toBe('en');
    await page.context().close();
  });

  it('works by touch in the mobile menu', async () => {
    const page = await site.open('/es/docs/guide/terms', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
    await page.getByRole('button', { name: 'Abrir el menú de navegación' }).tap();
    const panelMenu = page.locator('.mobile-menu .locale-menu');
    await panelMenu.locator('summary').tap();
    await panelMenu.getByRole('link', { name: '日本語' }).tap();
    await page.waitForURL(`${site.base}/ja/docs/guide/terms`);
    await page.context().close();
  });

  it('works with JavaScript off', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/es/docs/guide/terms`);
    await summary(page).click();
    await link(page, 'English').click();
    await page.waitForURL(`${site.base}/docs/guide/terms`);
    expect(await lang(page)).toBe('en');
    await context.close();
  });
});

