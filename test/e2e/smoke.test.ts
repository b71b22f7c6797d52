// Loads built pages in Chromium: the server HTML is complete, the client hydrates it, and the
// console stays clean (no hydration warnings, no errors) in several locales and page kinds.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await servedSite('clean');
  ({ browser, base } = site);
});

afterAll(() => site?.close());

describe('a built page in Chromium', () => {
  it.each(['/docs/guide/terms', '/es/docs/intro', '/ja/docs/guide/privacy', '/', '/es/search', '/es/docs'])(
    '%s hydrates with a clean console',
    async (route) => {
      let messages: string[] = [];
      const page = await site.visit(route, { waitUntil: 'networkidle', before: (p) => void (messages = watchConsole(p)) });
      // A working toggle proves React attached its handlers, i.e. hydration succeeded.
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      expect(before).toBe('dark');
      await page.getByRole('button', { name: /light|claro|ライト/i }).click();
      expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
      expect(messages).toEqual([]);
    },
  );

  it('applies the stored theme before first paint and keeps it on reload', async () => {
    const page = await site.visit('/docs/intro');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  it('serves a complete, readable page with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/es/docs/guide/terms`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Términos de uso');
    await expect(page.getByRole('heading', { name: '2. Pago' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the not-found page with status 404 for an unknown path, in the locale, hydrated', async () => {
    let messages: string[] = [];
    const page = await site.visit('/es/docs/nope', { waitUntil: 'networkidle', before: (p) => void (messages = watchConsole(p)) });
    const status = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { responseStatus: number }).responseStatus;
    expect(await page.evaluate(status)).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: /claro/i }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // Chromium reports the document's own 404 status; nothing else may appear.
    expect(messages.filter((m) => !m.includes('status of 404'))).toEqual([]);
    expect(messages.length).toBeLessThanOrEqual(1);
  });
});
