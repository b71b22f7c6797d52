// Test helper for browser tests, the one set-up they share: builds a fixture scenario with the real
// CLI, serves the build, opens Chromium, and closes all of it. In: the scenario's name (and how to
// change or serve it); out: the site folder, the base URL, the browser and the build's stderr.

import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, hydrated, serveDir } from './browser.ts';
import { fixtureSite, runCli } from './fixture.ts';
import { startCli } from './process.ts';
import { keptPages, type KeptPages } from './kept-page.ts';
import { madeOnce } from './shared.ts';

export { DESKTOP, MOBILE, hydrated } from './browser.ts';

export interface BuiltSite {
  /** The temporary site folder; the build is in its `build/`. */
  dir: string;
  /** What the build printed: its summary on stdout, warnings on stderr. */
  stdout: string;
  stderr: string;
}

export interface SiteOptions {
  /** Changes the copied scenario before it is built (a config naming a port, say). */
  prepare?: (dir: string) => Promise<void>;
  /** Who serves the build: a static server (the default), or `legaldocs serve`, which also sends the build's _headers. */
  server?: 'static' | 'cli';
  /** A browser the caller already has open (and closes itself); otherwise one is connected and closed with the site. */
  browser?: Browser;
  /** The build's environment besides the test's (SOURCE_DATE_EPOCH, say). */
  env?: NodeJS.ProcessEnv;
}

export interface ServedSite {
  dir: string;
  base: string;
  /** What the build printed to stderr (warnings). */
  buildStderr: string;
  browser: Browser;
  /** A fresh context's page, loaded at `route` and hydrated: for tests of what a cold visit loads or stores. */
  open: (route: string, options?: BrowserContextOptions & { init?: () => void }) => Promise<Page>;
  /** The file's kept page for these options, reset as a new one and loaded at `route` (kept-page.ts); not to be closed. */
  visit: KeptPages['visit'];
  close: () => Promise<void>;
}


/**
 * This test file's own connection to the run's Chromium (test/helpers/shared-chromium.ts): its
 * contexts close when it closes; the browser stays up for the other files.
 */
export async function connectChromium(): Promise<Browser> {
  const response = await fetch(inject('chromiumLauncher'));
  if (!response.ok) throw new Error(await response.text());
  return chromium.connect(await response.text());
}


/** Copies a fixture scenario, lets `prepare` change the copy, and builds it (which must succeed). */
export async function builtSite(scenario: string, prepare?: (dir: string) => Promise<void>, env?: NodeJS.ProcessEnv): Promise<BuiltSite> {
  const dir = await fixtureSite(scenario);
  await prepare?.(dir);
  const built = await runCli(dir, ['build'], env);
  expect(built.code, built.stderr).toBe(0);
  return { dir, stdout: built.stdout, stderr: built.stderr };
}

/**
 * The scenario's build shared by every test file of the run that serves it unchanged and
 * statically (read-only, so sharing is safe): the first file to ask builds it, the others wait for
 * that build. Files that change the site or run the CLI in it build their own.
 */
export function sharedBuild(scenario: string): Promise<BuiltSite> {
  return madeOnce(`${scenario}-build`, () => builtSite(scenario));
}

/** Serves a site's build and returns its base URL and how to stop serving it. */
async function serve(dir: string, via: 'static' | 'cli'): Promise<{ base: string; stop: () => void }> {
  if (via === 'cli') {
    const running = await startCli(dir, ['serve', '--port', '0']);
    return { base: running.url, stop: running.stop };
  }
  const { url, server } = await serveDir(path.join(dir, 'build'), ['es', 'ja']);
  return { base: url, stop: () => (server as Server).close() };
}

export async function servedSite(scenario: string, options: SiteOptions = {}): Promise<ServedSite> {
  // The connection opens while the site builds (Chromium may still be starting).
  const launching = options.browser ? Promise.resolve(options.browser) : connectChromium();
  const closeOwn = () => (options.browser ? undefined : launching.then((b) => b.close(), () => undefined));
  let built: BuiltSite, browser: Browser, base: string, stop: () => void;
  try {
    const own = options.prepare || options.server === 'cli' || options.env;
    [built, browser] = await Promise.all([own ? builtSite(scenario, options.prepare, options.env) : sharedBuild(scenario), launching]);
    ({ base, stop } = await serve(built.dir, options.server ?? 'static'));
  } catch (error) {
    // A failed build must not leave a Chromium behind to keep the test worker alive.
    await closeOwn();
    throw error;
  }
  const kept = keptPages(browser, base);
  return {
    dir: built.dir,
    base,
    buildStderr: built.stderr,
    browser,
    visit: kept.visit,
    async open(route, openOptions = {}) {
      const { init, ...contextOptions } = openOptions;
      const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      await page.goto(base + route);
      await hydrated(page);
      return page;
    },
    async close() {
      await kept.close();
      await closeOwn();
      stop();
    },
  };
}
