// The search modal in Chromium, as DocSearch behaves: lazy loading on intent, shortcuts, grouped
// and highlighted results in en, es and ja, keyboard use, recent searches, states and failures.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import type { VisitOptions } from '../helpers/kept-page.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await servedSite('search');
  ({ browser, base } = site);
});

/** The shortcuts answer once the button is hydrated, which it announces with aria-keyshortcuts. */
const hydrated = (page: Page) => page.waitForSelector('.navbar__search[aria-keyshortcuts]');

afterAll(() => site?.close());

/** A fresh context's page, for the tests of what a first visit loads. */
async function fresh(route: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await hydrated(page);
  return page;
}

/** The file's kept page (reset as a new one), loaded at `route` with its shortcuts live. */
async function visit(route: string, options: VisitOptions = {}): Promise<Page> {
  const page = await site.visit(route, { waitUntil: 'networkidle', ...options });
  await hydrated(page);
  return page;
}

const lazyRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.includes('/search/') || url.includes('SearchModal')) seen.push(url.replace(base, ''));
  });
  return seen;
};

const input = (page: Page) => page.locator('.search-modal__input[role=combobox]');
const hitTitles = (page: Page) => page.locator('.search-modal__body .search-hit__title').allInnerTexts();

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await page.waitForSelector('.search-modal__body:is([data-screen=results], [data-screen=empty], [data-screen=failure])');
}

describe('search modal: loading', () => {
  it('loads nothing of search on page load, then the modal code and the index on hover', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = lazyRequests(page);
    await page.goto(`${base}/docs/intro`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(seen).toEqual([]);
    await page.hover('.navbar__search');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/search/index.en.json')));
    expect(seen.some((u) => u.includes('SearchModal'))).toBe(true);
    expect(seen).toContain('/search/index.en.json');
    await context.close();
  });

  it('loads on keyboard focus of the button too', async () => {
    const page = await fresh('/es/docs/intro');
    const seen = lazyRequests(page);
    await page.focus('.navbar__search');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/search/index.es.json')));
    expect(seen).toContain('/search/index.es.json');
    await page.context().close();
  });

  it('shows a red box with the error and a working Retry when the index fails to load', async () => {
    const page = await visit('/docs/intro');
    await page.route('**/search/index.en.json', (route) => route.abort());
    await searchFor(page, 'cookies');
    const failure = page.locator('.search-failure');
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/fetch|network|Failed/i);
    await page.unroute('**/search/index.en.json');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('.search-modal__body .search-hit');
    expect((await hitTitles(page)).length).toBeGreaterThan(0);
  });

  it('shows a red box and Retry when the modal code fails to load', async () => {
    const page = await visit('/docs/intro', { before: async (p) => void (await p.route('**/SearchModal-*.js', (route) => route.abort())) });
    await page.click('.navbar__search');
    const failure = page.locator('.search-failure');
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/SearchModal|import|fetch/i);
    await page.unroute('**/SearchModal-*.js');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await input(page).waitFor();
  });

  it('keeps what is typed while the modal code is still loading, and typing goes on after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await visit('/docs/intro', {
      waitUntil: 'domcontentloaded',
      before: async (p) => {
        await p.route('**/SearchModal-*.js', async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('cook');
    // The stand-in's input, until the modal's own (a combobox) replaces it.
    expect(await page.locator('.search-modal[aria-busy=true] .search-modal__input').inputValue()).toBe('cook');
    release();
    await input(page).waitFor();
    await page.keyboard.type('ies');
    expect(await input(page).inputValue()).toBe('cookies');
    await page.waitForSelector('.search-modal__body .search-hit');
  });

  it('shows a spinner while a slow index is still loading (stalled after 300 ms)', async () => {
    const page = await visit('/docs/intro');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/text.en.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await input(page).fill('cookies');
    await page.locator('.search-modal__spinner').waitFor();
    release();
    await page.waitForSelector('.search-modal__body .search-hit');
    expect(await page.locator('.search-modal__spinner').count()).toBe(0);
  });
});

describe('search modal: opening and closing', () => {
  it('opens with Ctrl+K, with / outside text fields, with a click, and closes with Escape', async () => {
    const page = await visit('/docs/intro');
    const messages = watchConsole(page);
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    await page.keyboard.press('Escape');
    await input(page).waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await page.click('.navbar__search');
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await input(page).waitFor({ state: 'detached' });
    expect(messages).toEqual([]);
  });

  it('opens with Cmd+K (Meta+K) as on a Mac, with the input focused, and closes with it again', async () => {
    const page = await visit('/docs/intro');
    await page.keyboard.press('Meta+k');
    await input(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-modal__input'));
    await page.keyboard.type('refunds');
    expect(await input(page).inputValue()).toBe('refunds');
    await page.keyboard.press('Meta+k');
    await input(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search'));
  });

  it('closes the results panel on Escape or Tab, clears the query on a second Escape, then closes', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'refunds');
    const screen = () => page.locator('.search-modal__body').getAttribute('data-screen');
    await page.keyboard.press('Escape');
    expect(await screen()).toBe('closed');
    expect(await input(page).inputValue()).toBe('refunds');
    await page.keyboard.press('Escape');
    expect(await input(page).inputValue()).toBe('');
    await input(page).fill('refunds');
    await page.waitForSelector('.search-modal__body[data-screen=results]');
    await page.keyboard.press('Tab');
    expect(await screen()).toBe('closed');
    await input(page).focus();
    expect(await screen()).toBe('results');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await input(page).waitFor({ state: 'detached' });
  });

  it('keeps Tab and Shift+Tab inside the dialog, and gives focus back to the search button on close', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'refunds');
    const focused = () => page.evaluate(() => {
      const el = document.activeElement;
      return { inDialog: Boolean(el?.closest('.search-modal')), className: el?.className ?? '' };
    });
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toEqual({ inDialog: true, className: 'search-modal__see-all' });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ inDialog: true, className: 'search-modal__input' });
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect((await focused()).inDialog).toBe(true);
    }
    // A click on the box's blank space drops focus; the next Tab still lands in the dialog.
    await page.click('.search-modal__keys');
    await page.keyboard.press('Tab');
    expect((await focused()).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await input(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search'));
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.keyboard.press('Control+k');
    await input(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search'));
  });

  it('closes the results panel on a click in the box outside the input and the results; the backdrop closes the modal', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'refunds');
    const screen = () => page.locator('.search-modal__body').getAttribute('data-screen');
    await page.click('.search-modal__keys');
    expect(await screen()).toBe('closed');
    expect(await input(page).inputValue()).toBe('refunds');
    await page.click('.search-modal__input[role=combobox]');
    expect(await screen()).toBe('results');
    // A click on a result's text is inside the results: the panel stays open until the hit opens.
    await page.locator('.search-modal__group-title').first().click();
    expect(await screen()).toBe('results');
    await page.locator('.search-modal').click({ position: { x: 5, y: 5 } });
    await input(page).waitFor({ state: 'detached' });
  });

  it('leaves / to text fields', async () => {
    const page = await visit('/search');
    await page.locator('#search-page-input').click();
    await page.keyboard.type('a/b');
    expect(await page.locator('#search-page-input').inputValue()).toBe('a/b');
    expect(await input(page).count()).toBe(0);
  });

  it('starts the query with a letter typed while the button has focus', async () => {
    const page = await visit('/docs/intro');
    await page.focus('.navbar__search');
    await page.keyboard.press('c');
    await input(page).waitFor();
    expect(await input(page).inputValue()).toBe('c');
  });

  it('prefills the query with the text selected on the page', async () => {
    const page = await visit('/docs/guide/terms');
    await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent?.includes('Payment'))!;
      window.getSelection()!.selectAllChildren(heading);
    });
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    expect(await input(page).inputValue()).toBe('2. Payment');
  });
});

describe('search modal: results', () => {
  it('groups hits by lvl0, at most 5 per group, with matches marked', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'cookies');
    const groups = await page.locator('.search-modal__group-title').allInnerTexts();
    expect(groups.map((g) => g.toLowerCase())).toEqual(['guide']);
    expect(await page.locator('.search-modal__group').first().locator('.search-hit').count()).toBe(5);
    const marks = await page.locator('.search-modal__body mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => /cookie/i.test(m))).toBe(true);
    expect(await page.locator('.search-modal__see-all').innerText()).toMatch(/See all \d+ results/);
  });

  it('moves the active item with the arrow keys (aria-activedescendant) and opens it with Enter', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'cookie group');
    const active = () => page.evaluate(() => document.querySelector('.search-modal__input[role=combobox]')!.getAttribute('aria-activedescendant'));
    expect(await active()).toBe('search-option-0');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('search-option-1');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe('search-option-0');
    expect(await page.locator('#search-option-0').getAttribute('aria-selected')).toBe('true');
    const first = await page.locator('#search-option-0').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(base + first!);
  });

  it('keeps a chosen hit in recent searches, which can become a favorite or be removed', async () => {
    const page = await visit('/docs/intro');
    await page.keyboard.press('Control+k');
    await page.getByText('No recent searches').waitFor();
    await input(page).fill('refunds');
    await page.waitForSelector('.search-modal__body .search-hit');
    await page.locator('.search-modal__body .search-hit').first().click();
    await page.waitForURL(/\/docs\/guide\/terms#refunds$/);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__group-title', { hasText: 'Recent' }).waitFor();
    expect(await hitTitles(page)).toEqual(['Refunds']);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.locator('.search-modal__group-title', { hasText: 'Favorites' }).waitFor();
    expect(await page.locator('.search-modal__group-title').allTextContents()).toEqual(['Favorites']);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('legaldocs')));
    expect(stored.sort()).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__legaldocs', '__DOCSEARCH_RECENT_SEARCHES__legaldocs']);
    await page.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await page.getByText('No recent searches').waitFor();
  });

  it('does not save or close when a hit is opened with a modifier (Ctrl+Enter opens a new tab)', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'refunds');
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/docs\/guide\/terms#refunds$/);
    expect(await input(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__legaldocs'))).toBeNull();
    await tab.close();
  });

  it('opens the active hit in a new window with Shift+Enter, without saving or closing', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'refunds');
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    const win = await opened;
    await win.waitForLoadState();
    expect(win.url()).toMatch(/\/docs\/guide\/terms#refunds$/);
    expect(await win.evaluate(() => window.opener)).toBeNull();
    expect(await input(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__legaldocs'))).toBeNull();
    await win.close();
  });

  it('says when nothing matches, suggests queries related to it and links to the report page', async () => {
    const page = await visit('/docs/intro');
    await searchFor(page, 'zzyzx');
    const body = page.locator('.search-modal__body');
    expect(await body.innerText()).toContain('No results for "zzyzx"');
    // Nothing is related to it: no arbitrary headings offered.
    expect(await body.innerText()).not.toContain('Try searching for');
    await input(page).fill('refnuds zzyzx');
    await page.waitForSelector('.search-suggestion');
    expect(await body.innerText()).toContain('Try searching for');
    const suggestions = body.locator('.search-suggestion');
    expect(await suggestions.allInnerTexts()).toContain('Refunds');
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    expect(await body.locator('a', { hasText: 'Let us know.' }).getAttribute('href')).toBe('https://support.fixture.example.com/missing-results');
    await suggestions.first().click();
    await page.waitForSelector('.search-modal__body .search-hit');
  });

  it('shows a query with markup as text, and runs none of it', async () => {
    const page = await visit('/docs/intro');
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await searchFor(page, '<img src=x onerror=alert(1)>');
    expect(await page.locator('.search-modal__body img').count()).toBe(0);
    expect(await page.locator('.search-modal__body').innerText()).toMatch(/<img src=x onerror=alert\(1\)>/);
    expect(dialogs).toBe(0);
  });

  it('cuts snippets to 5 words on small screens', async () => {
    const page = await visit('/docs/intro', { before: (p) => p.setViewportSize({ width: 600, height: 800 }) });
    await searchFor(page, 'visitor');
    const snippet = await page.locator('.search-hit__content').first().innerText();
    expect(snippet.replace(/…/g, '').trim().split(/\s+/).length).toBe(5);
  });
});

describe('search modal: languages', () => {
  it('Spanish: privacidad finds privacídad, in Spanish pages only', async () => {
    const page = await visit('/es/docs/intro');
    await searchFor(page, 'privacidad');
    const hrefs = await page.locator('.search-modal__body a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.map((h) => decodeURI(h!))).toContain('/es/docs/guide/privacy#su-privacídad');
    expect(hrefs.every((h) => h!.startsWith('/es/'))).toBe(true);
    expect(await page.locator('.search-modal__body mark').allInnerTexts()).toContain('privacídad');
  });

  it('Japanese: a word inside a sentence is found and marked', async () => {
    const page = await visit('/ja/docs/intro');
    await searchFor(page, '個人情報');
    expect(await page.locator('.search-modal__body a.search-hit').first().getAttribute('href')).toBe('/ja/docs/guide/privacy#data-we-collect');
    expect((await page.locator('.search-modal__body mark').allInnerTexts()).join('')).toContain('個人情報');
    expect(await page.locator('.search-modal__input[role=combobox]').getAttribute('placeholder')).toBe('ドキュメントを検索');
  });
});
