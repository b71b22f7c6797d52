import { describe, expect, it } from 'vitest';
import { dateLanguage, dateView, dayBefore, dayOf, daySeconds, formatDate } from '../../../src/shared/dates.ts';

describe('formatDate', () => {
  it("writes a day in its locale's long style", () => {
    const day = daySeconds('2025-06-02');
    expect(formatDate(day, { htmlLang: 'en' })).toBe('June 2, 2025');
    expect(formatDate(day, { htmlLang: 'de' })).toBe('2. Juni 2025');
    expect(formatDate(day, { htmlLang: 'ja' })).toBe('2025年6月2日');
    expect(formatDate(day, { htmlLang: 'ko' })).toBe('2025년 6월 2일');
    expect(formatDate(day, { htmlLang: 'zh-Hant' })).toBe('2025年6月2日');
    expect(formatDate(day, { htmlLang: 'pl' })).toBe('2 czerwca 2025');
  });

  it("follows the locale's dateLocale when it has one, so a British site writes 2 June 2025 throughout", () => {
    expect(dateLanguage({ htmlLang: 'en', dateLocale: 'en-GB' })).toBe('en-GB');
    expect(dateLanguage({ htmlLang: 'pt' })).toBe('pt');
    expect(formatDate(daySeconds('2025-06-02'), { htmlLang: 'en', dateLocale: 'en-GB' })).toBe('2 June 2025');
    // A formatter is kept per language tag: the en one does not answer for en-GB.
    expect(formatDate(daySeconds('2025-06-02'), { htmlLang: 'en' })).toBe('June 2, 2025');
  });

  it('reads the day in UTC, whatever the machine’s time zone', () => {
    expect(formatDate(daySeconds('2025-01-01'), { htmlLang: 'en' })).toBe('January 1, 2025');
    expect(formatDate(daySeconds('2024-12-31') + 86_399, { htmlLang: 'en' })).toBe('December 31, 2024');
  });
});

describe('days', () => {
  it('keeps the machine-readable day beside the text', () => {
    expect(dateView('2025-01-28', { htmlLang: 'fr' })).toEqual({ text: '28 janvier 2025', iso: '2025-01-28' });
  });

  it('counts back across months and leap days', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
    expect(dayOf(daySeconds('2025-06-02'))).toBe('2025-06-02');
  });
});
