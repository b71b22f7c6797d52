// Browser storage and the client-refreshed footer in Chromium: colour mode (default, toggle,
// other tabs, blocked storage), the remembered docs version, the copyright year, social links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../src/i18n/locales/es.ts';
import { watchConsole } from '../helpers/browser.ts';
import { servedSite, hydrated, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('chrome');
});
afterAll(() => site?.close());

describe('colour mode', () => {
  it('is dark by default and the toggle flips and stores it', async () => {
    const page = await site.visit('/docs/intro');
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['dark', null]);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  it('other open tabs follow', async () => {
    const first = await site.visit('/docs/intro');
    const second = await first.context().newPage();
    await second.goto(`${site.base}/es/docs/guide/terms`);
    await hydrated(second);
    await first.getByRole('button', { name: 'Switch to light mode' }).click();
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await second.locator('.theme-toggle').getAttribute('aria-label')).toBe(es.switchToDark);
    // The first tab is the file's kept page; only the second is this test's to close.
    await second.close();
  });

  it('works with one console warning when localStorage is blocked', async () => {
    const context = await site.browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const messages = watchConsole(page);
    await page.goto(`${site.base}/docs/intro`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(messages.filter((m) => m.startsWith('warning:'))).toHaveLength(1);
    expect(messages.filter((m) => !m.startsWith('warning:'))).toEqual([]);
    await context.close();
  });
});

describe('remembered settings', () => {
  it('stores the docs version being read under docs-preferred-version-default', async () => {
    const page = await site.visit('/docs/guide/terms');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});

describe('footer', () => {
  it('refreshes the copyright year on the client', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2031-01-01T00:00:05Z') });
    await page.goto(`${site.base}/docs/intro`);
    await page.waitForFunction(() => document.querySelector('.footer__copyright')?.textContent === 'Copyright © 2031 Fixture');
    await context.close();
  });

  it('has five social links with accessible names and icons', async () => {
    const page = await site.visit('/');
    const social = page.getByRole('list', { name: 'Follow us' });
    const links = social.getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLElement).getAttribute('aria-label')))).toEqual(['TikTok', 'YouTube', 'Discord', 'Reddit', 'X']);
    expect(await social.locator('svg').count()).toBe(5);
    expect(await page.getByRole('link', { name: 'Discord' }).getAttribute('href')).toBe('https://discord.gg/fixture');
  });
});
