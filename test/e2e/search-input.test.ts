// The search dialog has one input from the first keystroke: the element the visitor types in is
// the one that stays when the results panel's code arrives, so an IME composition started right
// after Ctrl+K (how Japanese, Chinese and Korean visitors type) ends in the box, as does focus.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('search');
});
afterAll(() => site?.close());

/** Opens `route` with the panel's code held back until the returned function is called. */
async function withPanelHeld(route: string): Promise<{ page: Page; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const page = await site.visit(route, {
    before: async (p) => {
      await p.route('**/SearchModal-*.js', async (r) => {
        await held;
        await r.continue();
      });
    },
  });
  await page.waitForSelector('.navbar__search[aria-keyshortcuts]');
  return { page, release };
}

const input = (page: Page) => page.locator('.search-modal__input');
const markInput = (page: Page) => input(page).evaluate((el) => ((el as HTMLInputElement & { first?: boolean }).first = true));
const sameFocusedInput = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as (HTMLInputElement & { first?: boolean }) | null;
    return el?.classList.contains('search-modal__input') && el.first === true && document.querySelectorAll('.search-modal__input').length === 1;
  });

describe('the search input', () => {
  it('keeps an IME composition started right after Ctrl+K, before the panel code arrives, to its commit', async () => {
    const { page, release } = await withPanelHeld('/ja/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await markInput(page);
    await input(page).evaluate((el) => {
      const events: string[] = [];
      Object.assign(window, { compositionEvents: events });
      for (const type of ['compositionstart', 'compositionend']) el.addEventListener(type, () => events.push(type));
    });
    const compositionEvents = () => page.evaluate(() => (window as unknown as { compositionEvents: string[] }).compositionEvents);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'こじんじょうほう', selectionStart: 8, selectionEnd: 8 });
    // The panel's code is still held back: the composition began before it loaded.
    expect(await page.locator('.search-modal[aria-busy=true]').count()).toBe(1);
    expect(await input(page).inputValue()).toBe('こじんじょうほう');
    release();
    await page.waitForSelector('.search-modal:not([aria-busy]) .search-modal__footer');
    // The same composition, uncommitted, in the same focused input.
    expect(await input(page).inputValue()).toBe('こじんじょうほう');
    expect(await sameFocusedInput(page)).toBe(true);
    expect(await compositionEvents()).toEqual(['compositionstart']);
    // The visitor converts it and commits it.
    await cdp.send('Input.imeSetComposition', { text: '個人情報', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.insertText', { text: '個人情報' });
    expect(await compositionEvents()).toEqual(['compositionstart', 'compositionend']);
    expect(await input(page).inputValue()).toBe('個人情報');
    expect(await sameFocusedInput(page)).toBe(true);
    await page.waitForSelector('.search-modal__body[data-screen=results] .search-hit');
    await cdp.detach();
  });

  it('is the same focused element before and after the panel loads, with typed letters kept', async () => {
    const { page, release } = await withPanelHeld('/docs/intro');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('cook');
    await markInput(page);
    release();
    await page.waitForSelector('.search-modal__body[data-screen=results]');
    expect(await sameFocusedInput(page)).toBe(true);
    await page.keyboard.type('ies');
    expect(await input(page).inputValue()).toBe('cookies');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe('search-option-0');
  });
});
