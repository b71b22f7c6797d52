// A German translation made from an older English text, in Chromium (see translation-history.ts):
// the notice at the top says which version it reflects, which one is in force and which sections
// changed, each linked to the English section; the changed section is marked where it starts, the
// added one where it would be; the page stays accessible in both themes; an up-to-date translation
// says nothing of the kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { servedSite, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';
import { cookiesHistory } from '../helpers/translation-history.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('translations', { prepare: async (dir) => void cookiesHistory(dir) });
});
afterAll(() => site?.close());

describe('an outdated German translation', () => {
  it('opens with the notice, above the title, and carries the date of the version it translates', async () => {
    const page = await site.visit('/de/docs/guide/cookies');
    const notice = page.getByRole('note').filter({ hasText: 'Diese Übersetzung ist veraltet.' });
    expect(await notice.locator('p').first().textContent()).toBe(
      'Diese Übersetzung ist veraltet. Sie gibt die ab 10. Januar 2025 gültige Fassung wieder; in Kraft ist die Fassung auf Englisch, gültig ab 1. März 2025.',
    );
    const title = page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' });
    expect((await notice.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
    expect(await page.locator('.doc__effective > span').textContent()).toBe('Gültig ab 10. Januar 2025');
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['2. Von uns verwendete Cookies Geändert', '4. Cookie-free mode Neu']);
    expect(await notice.getByRole('link', { name: 'Änderungen ansehen' }).getAttribute('href')).toBe('/de/docs/guide/cookies/changes/2025-03-01');
  });

  it('marks the changed section where it starts, linking to the English section', async () => {
    const page = await site.visit('/de/docs/guide/cookies');
    const marked = page.locator('h2#cookies-we-use + p[role="note"]');
    await marked.waitFor();
    expect(await marked.textContent()).toBe('Dieser Abschnitt wurde in der Fassung auf Englisch geändert. Auf Englisch lesen');
    expect(await page.locator('.doc__body p[role="note"]').count()).toBe(2);
    await marked.getByRole('link', { name: 'Auf Englisch lesen' }).click();
    await page.waitForURL(`${site.base}/docs/guide/cookies#cookies-we-use`);
    await page.getByText('an analytics cookie kept for 14 months').waitFor();
  });

  it('says where the section the German text lacks would be, and leads there in English', async () => {
    const page = await site.visit('/de/docs/guide/cookies');
    const added = page.locator('p[role="note"]:has(+ h2#contact)');
    expect(await added.textContent()).toBe('Die Fassung auf Englisch hat an dieser Stelle einen neuen Abschnitt: 4. Cookie-free mode');
    expect(await added.getByRole('link').getAttribute('lang')).toBe('en');
    await page.locator('.doc__notice--outdated').getByRole('link', { name: '4. Cookie-free mode' }).click();
    await page.waitForURL(`${site.base}/docs/guide/cookies#cookie-free-mode`);
    expect(await page.getByRole('heading', { level: 2, name: /Cookie-free mode/ }).isVisible()).toBe(true);
  });

  it.each(['dark', 'light'] as const)('has no serious accessibility violation in the %s theme', async (theme) => {
    const page = await site.visit('/de/docs/guide/cookies', { viewport: DESKTOP, init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the notice readable on a phone', async () => {
    const page = await site.visit('/de/docs/guide/cookies', { viewport: MOBILE });
    const notice = page.locator('.doc__notice--outdated');
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  });
});

describe('an up-to-date Spanish translation', () => {
  it('shows the date in force and no notice', async () => {
    const page = await site.visit('/es/docs/guide/cookies');
    expect(await page.locator('.doc__effective > span').textContent()).toBe('En vigor desde el 1 de marzo de 2025');
    expect(await page.locator('.doc__notice--outdated, .doc__outdated-section').count()).toBe(0);
  });
});
