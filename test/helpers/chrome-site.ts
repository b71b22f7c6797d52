// Test helper for the chrome's browser tests: builds the `chrome` fixture scenario (every piece of
// chrome switched on), serves it and opens Chromium. In: nothing; out: the base URL and browser.

import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium, serveDir } from './browser.ts';
import { fixtureSite, runCli } from './fixture.ts';

export interface ChromeSite {
  base: string;
  browser: Browser;
  /** A fresh context's page, loaded at `route` and hydrated. */
  open: (route: string, options?: BrowserContextOptions & { init?: () => void }) => Promise<Page>;
  close: () => Promise<void>;
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 800 };

/** Resolves once the client has hydrated the page (App marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export async function chromeSite(scenario = 'chrome'): Promise<ChromeSite> {
  const dir = await fixtureSite(scenario);
  const built = await runCli(dir, ['build']);
  expect(built.code, built.stderr).toBe(0);
  const { url: base, server } = await serveDir(path.join(dir, 'build'), ['es', 'ja']);
  const browser = await launchChromium();
  return {
    base,
    browser,
    async open(route, options = {}) {
      const { init, ...contextOptions } = options;
      const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      await page.goto(base + route);
      await hydrated(page);
      return page;
    },
    async close() {
      await browser.close();
      (server as Server).close();
    },
  };
}
