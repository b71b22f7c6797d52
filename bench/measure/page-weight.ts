// Page weight in real Chromium: what a doc page's first load transfers (HTML, JS, CSS, data and
// other files; raw, gzip and brotli) and how many requests it makes, then the same for a click to
// a second page. In: a built folder and two paths; out: a PageWeight. Works for any generator.

import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../test/helpers/browser.ts';
import { serveStatic, type Served, type ServedFile } from './static-server.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export type Kind = 'html' | 'js' | 'css' | 'data' | 'other';

export interface LoadWeight {
  requests: number;
  byKind: Record<Kind, Sizes & { requests: number }>;
  total: Sizes;
}

export interface PageWeight {
  firstPath: string;
  secondPath: string;
  first: LoadWeight;
  /** Transferred by following a link from the first page to the second (the browser's cache kept). */
  second: LoadWeight;
  /** Whether the second page was shown without a full page load (a client-side router). */
  clientSideNavigation: boolean;
}

/** The pages measured: a long document, then a sibling reached through the sidebar. */
export const firstPath = '/docs/overwolf/website/privacy-policy';
export const secondPath = '/docs/overwolf/cookies-policy';

function kindOf(file: string): Kind {
  const ext = path.extname(file);
  if (ext === '.html') return 'html';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.json') return 'data';
  return 'other';
}

/** Compressed as a static host would precompress: gzip -9, brotli 11. */
export function sizes(body: Uint8Array): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sums what the server sent, by kind of file. */
export function weigh(files: ServedFile[]): LoadWeight {
  const zero = () => ({ raw: 0, gzip: 0, brotli: 0, requests: 0 });
  const byKind: LoadWeight['byKind'] = { html: zero(), js: zero(), css: zero(), data: zero(), other: zero() };
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const { file, body } of files) {
    const s = sizes(body);
    const k = byKind[kindOf(file)];
    k.requests++;
    for (const key of ['raw', 'gzip', 'brotli'] as const) {
      k[key] += s[key];
      total[key] += s[key];
    }
  }
  return { requests: files.length, byKind, total };
}

/** Resolves once the server has sent nothing for `ms` and the page has no request in flight. */
async function quiet(page: Page, served: Served, ms = 700): Promise<void> {
  let inFlight = 0;
  const up = () => inFlight++;
  const down = () => inFlight--;
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const since = () => performance.now() - (served.log.at(-1)?.at ?? 0);
  await new Promise((r) => setTimeout(r, ms));
  while (inFlight > 0 || since() < ms) await new Promise((r) => setTimeout(r, 50));
  page.off('request', up);
  page.off('requestfinished', down);
  page.off('requestfailed', down);
}

/** Loads `firstPath` in a fresh browser, then clicks its link to `secondPath`. */
export async function measurePageWeight(dir: string, firstPath: string, secondPath: string): Promise<PageWeight> {
  const served = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(served.url + firstPath, { waitUntil: 'load' });
    await quiet(page, served);
    const first = weigh(served.log.splice(0));
    await page.evaluate(() => ((window as unknown as { benchMarker: boolean }).benchMarker = true));
    await page.locator(`a[href="${secondPath}"]:visible, a[href="${secondPath}/"]:visible`).first().click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === secondPath);
    await page.waitForLoadState('load');
    await quiet(page, served);
    const second = weigh(served.log.splice(0));
    const clientSideNavigation = await page.evaluate(() => (window as unknown as { benchMarker?: boolean }).benchMarker === true);
    return { firstPath, secondPath, first, second, clientSideNavigation };
  } finally {
    await browser.close();
    await served.close();
  }
}
