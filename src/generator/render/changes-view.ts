// A changes page's data: the two versions it compares in the page's locale (their translations when
// both exist, else the default locale's), compared once per pair of texts and rendered in the
// page's language. In: the Site and a changes route (or a locale and a comparison); out: a ChangesView.

import type { ChangesView } from '../../components/props.ts';
import type { Messages } from '../../i18n/index.ts';
import { bodyParser, compareDocuments, type DocumentDiff, type ParsedBody } from './compare/document.ts';
import { countChanges, countLabels, renderChanges } from './compare/render.ts';
import { dateView } from '../../shared/dates.ts';
import { languageName } from './language-name.ts';
import type { DocPage, LocaleInfo, Route, Site } from '../site/site.ts';
import type { Comparison } from '../site/versions.ts';

export interface ComparedPair {
  older: DocPage;
  newer: DocPage;
  diff: DocumentDiff;
  /** The default locale's texts stand in for a missing or outdated translation of either version. */
  fallback: boolean;
  /** … an outdated one: its text is not the version it stands for. */
  outdated: boolean;
  /** The language tag of the texts compared. */
  lang: string;
}

// A pair of texts is compared once per build, however many locales show it untranslated, and each
// text is parsed once, however many comparisons it is part of.
const memos = new WeakMap<Site, { diffs: Map<string, DocumentDiff>; parse: (bodyHtml: string) => ParsedBody }>();

/** The versions a comparison shows in a locale, and their comparison. */
export function comparedPair(site: Site, locale: string, compare: Comparison): ComparedPair {
  const own = site.docs[locale]!;
  const outdated = Boolean(own[compare.from]!.outdated || own[compare.to]!.outdated);
  const fallback = own[compare.from]!.fallback || own[compare.to]!.fallback || outdated;
  const pages = fallback ? site.docs[site.defaultLocale]! : own;
  const older = pages[compare.from]!;
  const newer = pages[compare.to]!;
  const lang = site.locales.find((l) => l.code === (fallback ? site.defaultLocale : locale))!.htmlLang;
  let memo = memos.get(site);
  if (!memo) memos.set(site, (memo = { diffs: new Map(), parse: bodyParser() }));
  const key = `${older.file}\0${newer.file}\0${lang}`;
  let diff = memo.diffs.get(key);
  if (!diff) memo.diffs.set(key, (diff = compareDocuments(older.rawHtml, newer.rawHtml, lang, memo.parse)));
  return { older, newer, diff, fallback, outdated, lang };
}

/** How many sections a comparison changed, added, removed and moved (the feed's summary). */
export const comparisonCounts = (site: Site, locale: string, compare: Comparison) => countChanges(comparedPair(site, locale, compare).diff);

export function changesView(site: Site, route: Route, ui: Messages, locale: LocaleInfo): ChangesView {
  const { htmlLang } = locale;
  const compare = route.compare!;
  const pages = site.docs[route.locale]!;
  const current = pages[route.docId!]!;
  const pair = comparedPair(site, route.locale, compare);
  const { diff, fallback, outdated } = pair;
  const rendered = renderChanges(diff, ui);
  const dateOf = (id: string) => dateView(site.versions.dateOf.get(id)!, locale);
  const history = site.versions.histories.get(current.id)!;
  return {
    docId: current.id,
    title: current.title,
    docHref: current.permalink,
    kind: compare.kind,
    older: { href: pages[compare.from]!.permalink, from: dateOf(compare.from) },
    newer: {
      href: pages[compare.to]!.permalink,
      from: dateOf(compare.to),
      current: compare.to === current.id && history.inForce,
      // Not in force yet: announced, or the document's first version while none is.
      upcoming: compare.to === current.id ? !history.inForce : history.upcoming.some((v) => v.id === compare.to),
    },
    counts: countLabels(rendered.counts, ui, htmlLang),
    sections: rendered.sections,
    // Links resolve for this locale, whichever locale's text is shown.
    html: current.resolveLinks(rendered.html),
    fallback,
    ...(fallback ? { lang: pair.lang } : {}),
    ...(outdated ? { outdatedTranslation: true } : {}),
    sourceLanguage: languageName(site.locales.find((l) => l.isDefault)!.htmlLang, htmlLang),
    ...(current.sidebarId ? { sidebarId: current.sidebarId } : {}),
  };
}
