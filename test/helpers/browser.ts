// Test helper: Debian's Chromium through playwright-core, and a static server for a built site.

import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { listen } from '../../src/server/listen.ts';
import { staticHandler } from '../../src/server/static.ts';

export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 800 };

/** Resolves once the client has hydrated the page (App marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Serves a built folder on a free loopback port. */
export async function serveDir(dir: string, localePrefixes: string[]): Promise<{ url: string; server: Server }> {
  return listen(staticHandler({ dir, baseUrl: '/', localePrefixes }), '127.0.0.1', 0);
}

/** Collects console messages and uncaught errors of a page, to assert a clean console. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}
