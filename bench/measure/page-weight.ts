// Page weight in real Chromium: what a doc page's first load transfers (HTML, JS, CSS, data and
// other files; raw, gzip and brotli) and how many requests it makes, then the same for a click to
// a second page. In: a built folder and two paths; out: a PageWeight. Works for any generator.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { launchChromium } from '../../test/helpers/browser.ts';
import { serveStatic } from './static-server.ts';

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
  /** Transferred by following a link from the first page to the second. */
  second: LoadWeight;
  /** Whether the second page was shown without a full page load (a client-side router). */
  clientSideNavigation: boolean;
}

/** The pages measured: a long document, then a sibling reached through the sidebar. */
export const firstPath = '/docs/overwolf/website/privacy-policy';
export const secondPath = '/docs/overwolf/cookies-policy';

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'fetch' || type === 'xhr') return 'data';
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

/** Records every finished request of a page until `stop()`; bodies are read as they finish. */
function recorder(page: Page) {
  const bodies: Promise<{ kind: Kind; body: Uint8Array }>[] = [];
  let inFlight = 0;
  let last = performance.now();
  const onRequest = () => {
    inFlight++;
    last = performance.now();
  };
  const onDone = (request: Request) => {
    inFlight--;
    last = performance.now();
    bodies.push(
      (async () => ({ kind: kindOf(request), body: (await (await request.response())?.body().catch(() => undefined)) ?? new Uint8Array() }))(),
    );
  };
  const onFailed = () => {
    inFlight--;
    last = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onFailed);
  return {
    /** Resolves once no request has been in flight for `ms` (prefetches included). */
    async quiet(ms = 700) {
      while (inFlight > 0 || performance.now() - last < ms) await new Promise((r) => setTimeout(r, 50));
    },
    async stop(): Promise<LoadWeight> {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onFailed);
      const done = await Promise.all(bodies);
      const zero = () => ({ raw: 0, gzip: 0, brotli: 0, requests: 0 });
      const byKind: LoadWeight['byKind'] = { html: zero(), js: zero(), css: zero(), data: zero(), other: zero() };
      const total = { raw: 0, gzip: 0, brotli: 0 };
      for (const { kind, body } of done) {
        const s = sizes(body);
        const k = byKind[kind];
        k.requests++;
        for (const key of ['raw', 'gzip', 'brotli'] as const) {
          k[key] += s[key];
          total[key] += s[key];
        }
      }
      return { requests: done.length, byKind, total };
    },
  };
}

/** Loads `firstPath` in a fresh browser, then clicks its link to `secondPath`. */
export async function measurePageWeight(dir: string, firstPath: string, secondPath: string): Promise<PageWeight> {
  const served = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    let rec = recorder(page);
    await page.goto(served.url + firstPath, { waitUntil: 'load' });
    await rec.quiet();
    const first = await rec.stop();
    await page.evaluate(() => ((window as unknown as { benchMarker: boolean }).benchMarker = true));
    rec = recorder(page);
    await page.locator(`a[href="${secondPath}"], a[href="${secondPath}/"]`).first().click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === secondPath);
    await page.waitForLoadState('load');
    await rec.quiet();
    const second = await rec.stop();
    const clientSideNavigation = await page.evaluate(() => (window as unknown as { benchMarker?: boolean }).benchMarker === true);
    return { firstPath, secondPath, first, second, clientSideNavigation };
  } finally {
    await browser.close();
    await served.close();
  }
}
