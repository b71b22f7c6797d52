import { describe, expect, it } from 'vitest';
import { de } from '../../../../src/i18n/locales/de.ts';
import { en } from '../../../../src/i18n/locales/en.ts';
import { ja } from '../../../../src/i18n/locales/ja.ts';
import { dateVersionTitles, type TextLanguage } from '../../../../src/generator/site/dated-titles.ts';
import type { DocPage } from '../../../../src/generator/site/site.ts';
import type { VersionModel } from '../../../../src/generator/site/versions.ts';

const page = (id: string, title: string, more: Partial<DocPage> = {}) => ({ id, title, sidebarLabel: title, fallback: false, ...more }) as DocPage;

// Cookies Policy: an archived copy made by `legaldocs version` (its title undated), one whose author
// dated its title, the live text's own page, and a version announced ahead.
const versions = {
  histories: new Map([
    [
      'cookies',
      {
        id: 'cookies',
        date: '2025-06-02',
        inForce: true,
        own: 'cookies@2025-06-02',
        live: 'cookies@2026-09-01',
        versions: [{ id: 'archive/cookies-2024', date: '2024-09-02' }, { id: 'archive/cookies-2025-01-28', date: '2025-01-28' }],
        upcoming: [{ id: 'cookies@2026-09-01', date: '2026-09-01' }],
      },
    ],
  ]),
  dateOf: new Map([
    ['cookies', '2025-06-02'],
    ['cookies@2025-06-02', '2025-06-02'],
    ['cookies@2026-09-01', '2026-09-01'],
    ['archive/cookies-2024', '2024-09-02'],
    ['archive/cookies-2025-01-28', '2025-01-28'],
  ]),
  currentOf: new Map(),
  diagnostics: [],
} as unknown as VersionModel;

const english: TextLanguage = { dates: { htmlLang: 'en', dateLocale: 'en-GB' }, messages: en, titleOf: () => 'Cookies Policy' };

function pages(title: string, overrides: Record<string, Partial<DocPage>> = {}) {
  const all: Record<string, DocPage> = {
    cookies: page('cookies', title),
    'cookies@2025-06-02': page('cookies@2025-06-02', title),
    'cookies@2026-09-01': page('cookies@2026-09-01', title),
    'archive/cookies-2024': page('archive/cookies-2024', title, { sidebarLabel: 'September 2024' }),
    'archive/cookies-2025-01-28': page('archive/cookies-2025-01-28', `${title} (28 January 2025)`),
  };
  for (const [id, more] of Object.entries(overrides)) Object.assign(all[id]!, more);
  return all;
}

describe('dateVersionTitles', () => {
  it("dates each other version titled as its document in the locale's style, never the document's own address", () => {
    const shown = pages('Cookies Policy');
    dateVersionTitles(shown, versions, { ...english, titleOf: (id) => shown[id]?.title }, english);
    expect(Object.fromEntries(Object.entries(shown).map(([id, p]) => [id, [p.title, p.sidebarLabel]]))).toEqual({
      cookies: ['Cookies Policy', 'Cookies Policy'],
      'cookies@2025-06-02': ['Cookies Policy (2 June 2025)', 'Cookies Policy (2 June 2025)'],
      // Not in force yet: search titles it "(takes effect on …)".
      'cookies@2026-09-01': ['Cookies Policy', 'Cookies Policy'],
      // A sidebar label the author gave stays.
      'archive/cookies-2024': ['Cookies Policy (2 September 2024)', 'September 2024'],
      // A title the author wrote otherwise is theirs.
      'archive/cookies-2025-01-28': ['Cookies Policy (28 January 2025)', 'Cookies Policy (28 January 2025)'],
    });
  });

  it("writes the date in the page's language, and a fallback's in the language of the text it shows", () => {
    // The 2024 version has no German text: its page shows the English one.
    const german = pages('Cookie-Richtlinie', { 'archive/cookies-2024': { title: 'Cookies Policy', sidebarLabel: 'Cookies Policy', fallback: true } });
    dateVersionTitles(german, versions, { dates: { htmlLang: 'de' }, messages: de, titleOf: (id) => german[id]?.title }, english);
    expect(german['cookies@2025-06-02']!.title).toBe('Cookie-Richtlinie (2. Juni 2025)');
    expect(german['archive/cookies-2024']!.title).toBe('Cookies Policy (2 September 2024)');
    const japanese = pages('Cookieポリシー');
    dateVersionTitles(japanese, versions, { dates: { htmlLang: 'ja' }, messages: ja, titleOf: (id) => japanese[id]?.title }, english);
    expect(japanese['cookies@2025-06-02']!.title).toBe('Cookieポリシー（2025年6月2日）');
  });
});
