// Dates as the pages show them: calendar days (YYYY-MM-DD, in UTC so every build agrees) formatted
// in one style per locale. In: unix seconds or a YYYY-MM-DD day and a locale; out: text.

import type { DateView } from '../components/props.ts';

/** What a locale's dates are written in: its `dateLocale` ("en-GB": 2 June 2025), else its language tag. */
export interface DatedLocale {
  htmlLang: string;
  dateLocale?: string | undefined;
}

/** The language tag a locale's dates are formatted in: every date of its pages uses this one. */
export const dateLanguage = (locale: DatedLocale): string => locale.dateLocale ?? locale.htmlLang;

// Making a formatter costs more than formatting with it, and a site formats a date on every page.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats a unix time as a date in the locale's style (UTC, so every build agrees). */
export function formatDate(seconds: number, locale: DatedLocale): string {
  const tag = dateLanguage(locale);
  let formatter = formatters.get(tag);
  if (!formatter) formatters.set(tag, (formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })));
  return formatter.format(new Date(seconds * 1000));
}

/** Unix seconds at the start (UTC) of a YYYY-MM-DD day. */
export const daySeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The YYYY-MM-DD day of a unix time (UTC). */
export const dayOf = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The day before a YYYY-MM-DD day: the last day a version was in effect, when the next took effect on `day`. */
export const dayBefore = (day: string): string => dayOf(daySeconds(day) - 86_400);

/** A day as the page shows it, with its machine-readable form. */
export const dateView = (day: string, locale: DatedLocale): DateView => ({ text: formatDate(daySeconds(day), locale), iso: day });
