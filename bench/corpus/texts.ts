// The words the corpus is written with: one LocaleText per locale, keyed by the site's locale codes.
// In: nothing; out: `texts` (locale → LocaleText), the locale list and the ids headings are keyed by.

import { de } from './text/de.ts';
import { en } from './text/en.ts';
import { es } from './text/es.ts';
import { fr } from './text/fr.ts';
import { it } from './text/it.ts';
import { ja } from './text/ja.ts';
import { ko } from './text/ko.ts';
import { pl } from './text/pl.ts';
import { pt } from './text/pt.ts';
import { zhHans } from './text/zh-Hans.ts';
import { zhHant } from './text/zh-Hant.ts';

/** Kinds of document; each product draws its documents from these. */
export const kinds = [
  'intro',
  'terms-of-use',
  'privacy-policy',
  'cookies-policy',
  'community-guidelines',
  'copyright-notice',
  'developer-terms',
  'data-processing-agreement',
  'ccpa-notice',
  'sub-processors',
  'transparency-report',
  'advertising-providers',
  'creator-terms',
  'updates',
] as const;
export type Kind = (typeof kinds)[number];

/** `##` section topics; the id doubles as the heading's `{#id}` in every locale. */
export const topics = [
  'scope',
  'definitions',
  'eligibility',
  'information-we-collect',
  'how-we-use-information',
  'sharing',
  'retention',
  'your-rights',
  'security',
  'acceptable-use',
  'termination',
  'liability',
  'changes',
  'contact',
] as const;
export type Topic = (typeof topics)[number];

/** `###` subsection topics; a subsection's id is `<topic>-<subtopic>`. */
export const subtopics = ['overview', 'examples', 'exceptions', 'requests', 'creators', 'regional-terms'] as const;
export type Subtopic = (typeof subtopics)[number];

/**
 * Everything written in one language. Templates hold `{product}`, `{title}`, `{n}`, `{date}`,
 * `{email}` or `{link}` where the generator fills in a value.
 */
export interface LocaleText {
  label: string;
  docTitles: Record<Kind, string>;
  topics: Record<Topic, string>;
  subtopics: Record<Subtopic, string>;
  /** Body sentences; `{product}` is replaced with a product name. */
  sentences: string[];
  /** Short list items. */
  listItems: string[];
  /** A three-column table: its headers, then values for each column. */
  table: { headers: [string, string, string]; categories: string[]; purposes: string[]; periods: string[] };
  /** Front-matter description: `{title}`, `{product}`. */
  description: string;
  /** Keywords for front matter. */
  keywords: string[];
  /** `{date}` */
  effective: string;
  /** `{link}`: a sentence pointing to another document. */
  seeAlso: string;
  /** `{link}`: a sentence pointing to a section of this document. */
  seeSection: string;
  /** `{email}` */
  contact: string;
  /** Link text for an external page. */
  externalLink: string;
  /** Sidebar labels of the folders. */
  folders: { website: string; platform: string; developers: string; miscellaneous: string; archive: string; legal: string; series: string };
}

export const texts = {
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
} satisfies Record<string, LocaleText>;

export type Locale = keyof typeof texts;
/** The site's locales, the default (en) first. */
export const locales = Object.keys(texts) as Locale[];
