// UI strings for every locale, and the lookup that fills in `{name}` placeholders.
// In: a locale code (and a key with values); out: the locale's messages or one formatted string.

import { en, type MessageKey, type Messages } from './locales/en.ts';
import { de } from './locales/de.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import { ja } from './locales/ja.ts';
import { ko } from './locales/ko.ts';
import { pl } from './locales/pl.ts';
import { pt } from './locales/pt.ts';
import { zhHans } from './locales/zh-Hans.ts';
import { zhHant } from './locales/zh-Hant.ts';

export type { MessageKey, Messages };

/** Every locale's messages, keyed by locale code. */
export const catalogs: Record<string, Messages> = {
  en,
  de,
  es,
  fr,
  it,
  ja,
  ko,
  pl,
  pt,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

/**
 * The built-in catalog for a locale: its own, else its language's in the locale's script (zh-CN
 * reads zh-Hans, pt-BR reads pt); undefined when there is none (a site may supply its own).
 */
export function builtInMessages(locale: string): Messages | undefined {
  if (catalogs[locale]) return catalogs[locale];
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale).maximize();
  } catch {
    return undefined;
  }
  return catalogs[`${tag.language}-${tag.script}`] ?? catalogs[tag.language];
}

/**
 * The messages of a locale: its built-in catalog, else English (the site step warns, and a site
 * may supply the locale's strings). The test suite makes sure every catalog we ship has every key.
 */
export function messagesFor(locale: string): Messages {
  return builtInMessages(locale) ?? en;
}

/** The `{name}` placeholders of a message (a `{name, plural, …}` block counts as `name`), sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?:\}|\s*,\s*plural\s*,)/g)].map((m) => m[1]!).sort();
}

/**
 * Fills a message that counts: `{count, plural, one {# item} other {# items}}` takes the form the
 * language's plural rules choose for the number (`=0` for an exact one, else `other`), `#` standing
 * for the number; a plain `{count}` is filled too.
 */
export function formatCount(message: string, count: number, lang: string): string {
  const shown = new Intl.NumberFormat(lang).format(count);
  const rule = new Intl.PluralRules(lang).select(count);
  const picked = message.replace(/\{(\w+)\s*,\s*plural\s*,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g, (_whole, _name: string, forms: string) => {
    const options = new Map([...forms.matchAll(/(?<![=\w])(=?\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
    return (options.get(`=${count}`) ?? options.get(rule) ?? options.get('other') ?? '').replace(/#/g, shown);
  });
  return format(picked, { count: shown });
}

/** Fills `{name}` placeholders of a message. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
