// The Atom feed of each locale: one entry per version of every document that has versions (title,
// effective date, what it changed, a link to its changes page), so a reader can follow the changes.
// In: the Site and a locale; out: the feed's XML text and where it lives (`feed.xml`, `es/feed.xml` …).

import { textIn } from '../../config/schema.ts';
import { format, messagesFor, type Messages } from '../../i18n/index.ts';
import { changelog, type ChangelogEntry } from './changelog.ts';
import { countLabels, type ChangeCounts } from './compare/render.ts';
import { dateView } from '../../shared/dates.ts';
import type { Output } from './outputs.ts';
import type { Site } from '../site/site.ts';
import { countsSentence } from '../../shared/changes-summary.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { localizedPath, withoutTrailingSlash } from '../../shared/urls.ts';


/** The feed's URL path in a locale, or undefined when no document has versions (nothing to follow). */
export function feedPath(site: Site, locale: string): string | undefined {
  return site.versions.histories.size ? localizedPath(site.config.baseUrl, locale, site.defaultLocale, '/feed.xml') : undefined;
}

/** What a version changed, in the locale's words: "4 sections changed, 1 added.". */
export function countsText(counts: ChangeCounts | undefined, ui: Messages, lang: string): string {
  if (!counts) return ui.feedFirstVersion;
  const clauses = countLabels(counts, ui, lang);
  return clauses.length ? countsSentence(clauses, ui) : ui.changesNone;
}

export function atomFeed(site: Site, locale: string): string {
  const origin = withoutTrailingSlash(site.config.url);
  const ui = messagesFor(locale);
  const localeInfo = site.locales.find((l) => l.code === locale)!;
  const { htmlLang } = localeInfo;
  const self = origin + feedPath(site, locale)!;
  const home = origin + localizedPath(site.config.baseUrl, locale, site.defaultLocale, '/');
  const entries = changelog(site, locale);
  const title = textIn(site.config.title, locale, site.defaultLocale);
  const stamp = (day: string) => `${day}T00:00:00Z`;
  const host = new URL(origin).hostname;
  // A version announced ahead is news the day it was first published, not the day it takes effect.
  const newsOf = (e: ChangelogEntry) => (e.upcoming ? (e.announced ?? e.date) : e.date);
  const entry = (e: ChangelogEntry) => {
    const docPath = site.docs[locale]![e.docId]!.permalink;
    return [
      '  <entry>',
      `    <title>${escapeHtml(format(e.upcoming ? ui.feedUpcomingEntryTitle : ui.feedEntryTitle, { title: e.title, date: dateView(e.date, localeInfo).text }))}</title>`,
      // A tag URI names the version for good: its page's address changes when it is archived.
      `    <id>tag:${escapeHtml(host)},${e.date}:${escapeHtml(docPath)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(origin + e.href)}"/>`,
      `    <published>${stamp(newsOf(e))}</published>`,
      `    <updated>${stamp(newsOf(e))}</updated>`,
      `    <summary>${escapeHtml(countsText(e.counts, ui, htmlLang))}</summary>`,
      '  </entry>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(htmlLang)}">`,
    `  <title>${escapeHtml(`${title}: ${ui.feedTitle}`)}</title>`,
    `  <id>${escapeHtml(self)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(home)}"/>`,
    // Dated by the newest news, so a rebuild of the same content gives the same feed.
    `  <updated>${stamp(entries.map(newsOf).sort().at(-1) ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeHtml(title)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}

/** Adds each published locale's feed to the outputs plan. */
export function addFeeds(outputs: Map<string, Output>, site: Site): void {
  for (const { code } of site.locales) {
    const path = site.docs[code] && feedPath(site, code);
    if (path) outputs.set(path.slice(site.config.baseUrl.length), { type: 'file', content: () => atomFeed(site, code) });
  }
}
