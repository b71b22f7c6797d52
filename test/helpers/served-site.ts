// Test helper for browser tests: builds a fixture scenario with the real CLI, serves the build and
// opens Chromium. In: the scenario's name; out: the base URL, the browser and the build's stderr.

import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium, serveDir } from './browser.ts';
import { fixtureSite, runCli } from './fixture.ts';

export interface ServedSite {
  base: string;
  /** What the build printed to stderr (warnings). */
  buildStderr: string;
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

export async function servedSite(scenario: string): Promise<ServedSite> {
  const dir = await fixtureSite(scenario);
  const built = await runCli(dir, ['build']);
  expect(built.code, built.stderr).toBe(0);
  const { url: base, server } = await serveDir(path.join(dir, 'build'), ['es', 'ja']);
  const browser = await launchChromium();
  return {
    base,
    buildStderr: built.stderr,
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
