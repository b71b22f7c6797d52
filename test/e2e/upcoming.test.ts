// Versions announced ahead in Chromium, the site built before and on the new terms' date
// (SOURCE_DATE_EPOCH): before, the document shows the terms in force and a notice leading to the
// new version, whose page says when it takes effect and which version is in force until then, both
// accessible in either theme; on the date, the same sources show the new terms in force. The text
// hashes of versions.json are what a browser computes from the pages it lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { connectChromium, servedSite, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';

const epoch = (day: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(`${day}T12:00:00Z`) / 1000) });

let before: ServedSite;
let on: ServedSite;
let browser: import('playwright-core').Browser;
beforeAll(async () => {
  browser = await connectChromium();
  [before, on] = await Promise.all([servedSite('upcoming', { env: epoch('2026-08-01'), browser }), servedSite('upcoming', { env: epoch('2026-09-01'), browser })]);
});
afterAll(async () => {
  await Promise.all([before?.close(), on?.close()]);
  await browser?.close();
});

describe('before the new terms take effect', () => {
  it('shows the terms in force and leads, through the client router, to the new ones and back', async () => {
    const page = await before.visit('/docs/guide/terms');
    expect(await page.locator('.doc__effective > span').textContent()).toBe('Effective June 2, 2025');
    expect(await page.locator('.doc__body').textContent()).toContain('12 euros');
    const notice = page.getByRole('note').filter({ hasText: 'A new version takes effect on September 1, 2026.' });
    expect(await notice.isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await notice.getByRole('link', { name: 'Read the new version' }).click();
    await page.waitForURL(`${before.base}/docs/guide/terms/versions/2026-09-01`);
    const banner = page.getByRole('note').filter({ hasText: 'This version takes effect on September 1, 2026. It is not in force yet.' });
    await banner.waitFor();
    expect(await banner.locator('p').first().textContent()).toBe('This version takes effect on September 1, 2026. It is not in force yet. Until then, the version in force is the one effective June 2, 2025.');
    expect(await page.locator('.doc__effective').count()).toBe(0);
    expect(await page.locator('.doc__body').textContent()).toContain('15 euros');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await banner.getByRole('link', { name: 'Read the version in force' }).click();
    await page.waitForURL(`${before.base}/docs/guide/terms`);
    await page.locator('.doc__body', { hasText: '12 euros' }).waitFor();
  });

  it('announces the new terms in the bar, leading to what will change', async () => {
    const page = await before.visit('/docs/intro');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain('New version taking effect on September 1, 2026: Terms of Use.');
    expect(await bar.getByRole('link', { name: 'See what will change' }).getAttribute('href')).toBe('/docs/guide/terms/changes/2026-09-01');
  });

  it.each([
    ['dark', '/docs/guide/terms'],
    ['light', '/docs/guide/terms'],
    ['dark', '/docs/guide/terms/versions/2026-09-01'],
    ['light', '/docs/guide/terms/versions/2026-09-01'],
  ] as const)('has no serious accessibility violation in the %s theme at %s, on desktop and mobile', async (theme, route) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await before.visit(route, { viewport, init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousViolations(page), `${viewport.width}`).toEqual([]);
    }
  });
});

describe('versions.json', () => {
  it("gives each version's text the hash a browser computes from its page", async () => {
    const record = (await (await fetch(`${before.base}/versions.json`)).json()) as {
      documents: { versions: { url: string; sha256: string; locales: Record<string, { url: string; sha256?: string }> }[] }[];
    };
    const pages = record.documents.flatMap((d) => d.versions.flatMap((v) => [[v.url, v.sha256], ...Object.values(v.locales).flatMap((l) => (l.sha256 ? [[l.url, l.sha256]] : []))]));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const [url, sha256] of pages) {
      const page = await before.visit(new URL(url!).pathname);
      const computed = await page.evaluate(async () => {
        const text = document.querySelector('[data-doc-html]')!.textContent!.normalize('NFC').replace(/\s+/g, ' ').trim();
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
        return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      });
      expect(computed, url).toBe(sha256);
    }
  });
});

describe('on the day they take effect', () => {
  it('shows the new terms in force with no edit, and the address they were announced at says so', async () => {
    const page = await on.visit('/docs/guide/terms');
    expect(await page.locator('.doc__effective > span').textContent()).toBe('Effective September 1, 2026');
    expect(await page.locator('.doc__body').textContent()).toContain('15 euros');
    expect(await page.getByText('takes effect on September 1, 2026').count()).toBe(0);
    await page.goto(`${on.base}/docs/guide/terms/versions/2026-09-01`);
    expect(await page.getByRole('note').first().textContent()).toBe("This is the version in force, effective September 1, 2026. Go to the document's page");
  });
});
