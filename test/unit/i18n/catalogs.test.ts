import { describe, expect, it } from 'vitest';
import { catalogs, format, formatCount } from '../../../src/i18n/index.ts';
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

  it('formatCount picks the plural form the language needs, in every catalog', () => {
    expect([0, 1, 2, 5].map((n) => formatCount(catalogs.en!.categoryItems, n, 'en'))).toEqual(['0 items', '1 item', '2 items', '5 items']);
    expect([1, 2, 5, 22].map((n) => formatCount(catalogs.pl!.categoryItems, n, 'pl'))).toEqual(['1 element', '2 elementy', '5 elementów', '22 elementy']);
    expect(formatCount(catalogs.ja!.categoryItems, 3, 'ja')).toBe('3 件');
    expect(formatCount('{count} entries', 1200, 'de')).toBe('1.200 entries');
    for (const [locale, messages] of Object.entries(catalogs)) {
      const shown = formatCount(messages.categoryItems, 7, locale);
      expect(shown, locale).toContain('7');
      expect(shown, locale).not.toMatch(/[{}#]/);
    }
  });

  it('counts search results with the plural rules of every locale', () => {
    expect([1, 2].map((n) => formatCount(catalogs.en!.searchSeeAll, n, 'en'))).toEqual(['See 1 result', 'See all 2 results']);
    expect(format(formatCount(catalogs.en!.searchResultsCount, 1, 'en'), { query: 'fee' })).toBe('1 result for "fee"');
    expect([1, 3, 5].map((n) => formatCount(catalogs.pl!.searchResultsCount, n, 'pl'))).toEqual(['1 wynik dla „{query}”', '3 wyniki dla „{query}”', '5 wyników dla „{query}”']);
    expect(formatCount(catalogs.fr!.searchSeeAll, 1, 'fr')).toBe('Voir 1 résultat');
    for (const [locale, messages] of Object.entries(catalogs)) {
      for (const n of [1, 2, 5, 1000]) {
        const shown = format(formatCount(messages.searchResultsCount, n, locale), { query: 'q' }) + formatCount(messages.searchSeeAll, n, locale);
        expect(shown, `${locale} ${n}`).not.toMatch(/[{}#]/);
      }
    }
  });
});
