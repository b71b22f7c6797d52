// Test helper: one Chromium page kept per kind of context and loaded anew for each test, instead of
// a new context per test. In: the browser and the site's base URL; out: `visit(route)`, a page as
// a fresh context would give it (no storage, cookies, routes, listeners or emulation left over).
// A new context costs Chromium about a second of CPU (a renderer process, the page's code compiled
// cold); a navigation costs a third of that. Tests about what a cold visit loads, or that install
// a clock, still open their own context.

import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, hydrated } from './browser.ts';

export interface VisitOptions extends BrowserContextOptions {
  /** Runs in every document before the site's code (for example, a stored setting). */
  init?: () => void;
  /** When the load counts as done (the default is the load event); the page is then awaited hydrated, unless JavaScript is off. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /** Runs on the reset page just before it loads the route (to listen to the console or requests, or route them). */
  before?: (page: Page) => unknown;
}

export interface KeptPages {
  /** The page for these options, its state reset, loaded at `route` and hydrated. Do not close it. */
  visit(route: string, options?: VisitOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Playwright's context defaults, which `emulateMedia` and `setViewportSize` go back to. */
const mediaDefaults = { colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' } as const;

/** Leaves the kept page as a new one would be, before the next test loads it. */
async function reset(page: Page, base: string, options: BrowserContextOptions): Promise<void> {
  // Tabs and windows a test opened (and, failing, left open) go with it.
  await Promise.all(page.context().pages().filter((p) => p !== page).map((p) => p.close()));
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().clearCookies();
  // The session's storage belongs to the tab, so it is cleared from the page while it still shows the site.
  if (page.url().startsWith(base)) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  const session = await page.context().newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
  await session.detach();
  await page.emulateMedia({ media: null, ...mediaDefaults, ...pick(options, Object.keys(mediaDefaults)) });
  const viewport = options.viewport ?? DESKTOP;
  const size = page.viewportSize();
  if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
  // A pointer left over a link or button would hover it in the next document.
  await page.mouse.move(-1, -1);
}

const pick = (options: BrowserContextOptions, keys: string[]) => Object.fromEntries(Object.entries(options).filter(([k, v]) => keys.includes(k) && v !== undefined));

export function keptPages(browser: Browser, base: string): KeptPages {
  const pages = new Map<string, Page>();
  return {
    async visit(route, options = {}) {
      const { init, waitUntil, before, ...given } = options;
      // One key for one setup: `{}`, `{ viewport: DESKTOP }` and `{ viewport: undefined }` are the same page.
      const set = Object.entries({ viewport: DESKTOP, ...given }).filter(([, v]) => v !== undefined);
      const contextOptions: BrowserContextOptions = Object.fromEntries(set.sort(([a], [b]) => (a < b ? -1 : 1)));
      const key = `${JSON.stringify(contextOptions)}\0${init ?? ''}`;
      let page = pages.get(key);
      if (page && !page.isClosed()) await reset(page, base, contextOptions);
      else {
        const context = await browser.newContext(contextOptions);
        if (init) await context.addInitScript(init);
        page = await context.newPage();
        pages.set(key, page);
      }
      // A URL that differs from the shown one only in its #fragment would just scroll the old document.
      const url = base + route;
      if (page.url().split('#')[0] === url.split('#')[0] && url.includes('#')) await page.goto('about:blank');
      await before?.(page);
      await page.goto(url, { waitUntil });
      if (contextOptions.javaScriptEnabled !== false) await hydrated(page);
      return page;
    },
    async close() {
      await Promise.all([...pages.values()].map((p) => p.context().close().catch(() => undefined)));
      pages.clear();
    },
  };
}
