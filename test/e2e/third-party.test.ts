// Third parties: with the default config a page load and a search touch no host but the site's
// own; with analytics, a cookie bar and web fonts configured, exactly those tags appear and the
// Content-Security-Policy lets exactly those hosts through. Every outside request is answered
// by the test (page.route), so nothing reaches the network.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/generator/render/security-headers.ts';
import { connectChromium, hydrated, servedSite, type ServedSite } from '../helpers/served-site.ts';

let browser: Browser;
const sites: ServedSite[] = [];

/** Builds a scenario and serves it with `legaldocs serve` (which sends the build's _headers), in the one browser. */
async function served(scenario: string): Promise<{ dir: string; url: string }> {
  const site = await servedSite(scenario, { server: 'cli', browser });
  sites.push(site);
  return { dir: site.dir, url: site.base };
}

/** The sources a directive lists beyond 'self' and the pre-paint hash. */
function outside(policy: string, directive: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${directive} `));
  return (found ?? '').split(' ').slice(1).filter((s) => !s.startsWith("'") && s !== 'data:');
}

beforeAll(async () => {
  browser = await connectChromium();
});

afterAll(async () => {
  for (const site of sites) await site.close();
  await browser?.close();
});

describe('the default config', () => {
  it('loads pages and runs a search without a request to any other host', async () => {
    const { url } = await served('clean');
    const context = await browser.newContext();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    // Anything leaving the site is answered here, so a failure of this test never goes out.
    await context.route((u) => u.origin !== url, (route) => route.abort());
    const page = await context.newPage();
    for (const route of ['/', '/docs/intro', '/es/docs/guide/terms']) {
      await page.goto(url + route, { waitUntil: 'networkidle' });
      await hydrated(page);
    }
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input[role=combobox]').fill('privacy');
    await page.locator('.search-modal__body[data-screen=results]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.some((r) => r.includes('/search/'))).toBe(true);
    expect(requests.filter((r) => new URL(r).origin !== url)).toEqual([]);
    await context.close();
  });
});

describe('analytics, cookie bar and web fonts configured', () => {
  const analytics = 'https://www.googletagmanager.com/gtm.js?id=GTM-FIXTURE';
  const cookieBar = 'https://cdn.cookiebar.example/consent.js?v=2';
  const fonts = 'https://fonts.googleapis.com/css2?family=Inter&display=swap';

  it('puts exactly the configured tags in <head>', async () => {
    const { dir } = await served('third-party');
    const html = await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const external = [...head.matchAll(/<(?:script|link rel="stylesheet")[^>]*(?:src|href)="https?:[^>]*>(?:<\/script>)?/g)].map((m) => m[0]);
    expect(external).toEqual([
      `<link rel="stylesheet" href="${fonts.replace('&', '&amp;')}">`,
      `<script src="${analytics}" async></script>`,
      `<script src="${cookieBar}" defer></script>`,
    ]);
  });

  it('has a policy allowing just those hosts, and the browser lets through only them', async () => {
    const { dir, url } = await served('third-party');
    const policy = parseHeadersFile(await readFile(path.join(dir, 'build/_headers'), 'utf8'))['Content-Security-Policy']!;
    expect(outside(policy, 'script-src')).toEqual(['https://www.googletagmanager.com', 'https://cdn.cookiebar.example']);
    expect(outside(policy, 'style-src')).toEqual(['https://fonts.googleapis.com']);
    expect(outside(policy, 'font-src')).toEqual(['https://fonts.gstatic.com']);
    expect(outside(policy, 'connect-src')).toEqual(['https://region1.google-analytics.com']);
    for (const directive of ['default-src', 'img-src', 'object-src', 'base-uri', 'frame-ancestors']) expect(outside(policy, directive), directive).toEqual([]);

    const context = await browser.newContext();
    const violations: string[] = [];
    await context.exposeFunction('__cspViolation', (report: string) => violations.push(report));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation: (r: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // Stand-ins for the services: the analytics script reports to its collector and also tries a
    // host it was not configured with; the font stylesheet loads a font from the font host.
    const stubs: Record<string, { type: string; body: string }> = {
      'www.googletagmanager.com': {
        type: 'text/javascript',
        body: `fetch('https://region1.google-analytics.com/g/collect', { method: 'POST', mode: 'no-cors' }).catch(function () {});
fetch('https://tracker.elsewhere.example/collect', { mode: 'no-cors' }).catch(function () {});`,
      },
      'cdn.cookiebar.example': { type: 'text/javascript', body: `document.documentElement.dataset.cookieBar = 'ran';` },
      'fonts.googleapis.com': {
        type: 'text/css',
        body: `@font-face { font-family: Stub; src: url(https://fonts.gstatic.com/s/stub.woff2) format('woff2'); }\nhtml body * { font-family: Stub, sans-serif !important; }`,
      },
      'fonts.gstatic.com': { type: 'font/woff2', body: '' },
      'region1.google-analytics.com': { type: 'text/plain', body: '' },
    };
    const reached = new Set<string>();
    await context.route(
      (u) => u.origin !== url,
      (route: Route) => {
        const host = new URL(route.request().url()).host;
        reached.add(host);
        const stub = stubs[host];
        return stub ? route.fulfill({ status: 200, contentType: stub.type, body: stub.body, headers: { 'access-control-allow-origin': '*' } }) : route.abort();
      },
    );
    const page = await context.newPage();
    await page.goto(`${url}/docs/intro`);
    await hydrated(page);
    await page.locator('html[data-cookie-bar=ran]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.fonts.check('16px Stub') || [...document.fonts].some((f) => f.family === 'Stub' && f.status !== 'unloaded'));
    await expect.poll(() => [...reached].sort(), { timeout: 30_000 }).toEqual(Object.keys(stubs).sort());
    await expect.poll(() => violations, { timeout: 30_000 }).toEqual(['connect-src https://tracker.elsewhere.example/collect']);
    await context.close();
  }, 120_000);
});
