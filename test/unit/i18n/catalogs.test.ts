import { describe, expect, it } from 'vitest';
import { catalogs, format } from '../../../src/i18n/index.ts';
import { en } from '../../../src/i18n/locales/en.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI string catalogs', () => {
  it('cover the 11 locales', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'zh-Hans', 'zh-Hant']);
  });

  for (const [locale, messages] of Object.entries(catalogs)) {
    it(`${locale} has every key, non-empty, with the same placeholders`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        const translated = (messages as Record<string, string>)[key]!;
        expect(translated.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(value));
      }
    });
  }

  it('are translated, not copies of English', () => {
    for (const [locale, messages] of Object.entries(catalogs)) {
      if (locale === 'en') continue;
      expect(messages.onThisPage, locale).not.toBe(en.onThisPage);
    }
  });

  it('format fills placeholders and leaves unknown ones', () => {
    expect(format('Last updated on {date} {x}', { date: '1 May' })).toBe('Last updated on 1 May {x}');
  });
});
