// DocSearch-shaped records of one locale, from the sections read off each document's final HTML.
// In: the Site and a locale; out: records (hierarchy lvl0–lvl6, content, type, url#anchor, facets).

import type { Hierarchy, Level, SearchRecord } from '../../search/record.ts';
import { isArchived } from '../site/archive.ts';
import type { SidebarItem } from '../site/sidebars.ts';
import type { CategoryPage, DocPage, Site } from '../site/site.ts';
import { shownBy, takesEffect } from '../site/schedule.ts';
import { format } from '../../i18n/index.ts';
import { dateView } from '../../shared/dates.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';

/** The docs plugin's tag DocSearch filters on (contextual search). */
export const DOCS_TAG = 'docs-default-current';

const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

const holds = (item: SidebarItem, href: string): boolean =>
  item.type === 'link' ? item.href === href : item.href === href || item.items.some((i) => holds(i, href));

/**
 * lvl0 is the product: the sidebar's top-level category holding the page (by URL). Results group
 * one level deep, so an archived version (filed deeper, under its date) groups with its product's documents.
 */
const productOf = (items: readonly SidebarItem[], href: string): string | undefined =>
  items.find((i) => i.type === 'category' && holds(i, href))?.label;

function lvl0(site: Site, page: { locale: string; sidebarId?: string | undefined; permalink: string; title: string }): string {
  const sidebar = page.sidebarId ? site.sidebars[page.locale]?.[page.sidebarId] : undefined;
  if (!sidebar) return page.title;
  return productOf(sidebar.items, page.permalink) || sidebar.label;
}

/** A category index page's records: its title, and its description when it has one. */
function categoryRecords(page: CategoryPage, product: string, origin: string): SearchRecord[] {
  const url = origin + page.permalink;
  const hierarchy: Hierarchy = { lvl0: product, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const record = (i: number, type: SearchRecord['type'], content: string | null): SearchRecord => ({
    objectID: `${page.locale}:category${page.slug}:${i}`,
    hierarchy,
    content,
    type,
    url,
    url_without_anchor: url,
    anchor: null,
    language: page.locale,
    docusaurus_tag: DOCS_TAG,
    weight: { pageRank: 1 },
  });
  return [record(0, 'lvl1', null), ...(page.description ? [record(1, 'content', page.description)] : [])];
}

/** The group of a document's results; an earlier version joins the group of its current document. */
function groupOf(site: Site, page: DocPage): string {
  const current = site.docs[page.locale]?.[site.versions.currentOf.get(page.id) ?? ''];
  return lvl0(site, current ?? page);
}

/**
 * The records of one document, in document order: its title, then each heading and paragraph.
 * The sections were read from the final HTML when the document was parsed (plugins/outline.ts).
 */
export function docRecords(page: DocPage, product: string, origin: string, pageRank = 1, title = page.title): SearchRecord[] {
  const records: SearchRecord[] = [];
  const weight = { pageRank };
  const base = origin + page.permalink;
  const hierarchy: Hierarchy = { lvl0: product, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const push = (type: SearchRecord['type'], content: string | null) => {
    records.push({
      objectID: `${page.locale}:${page.id}:${records.length}`,
      hierarchy: { ...hierarchy },
      content,
      type,
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor,
      language: page.locale,
      docusaurus_tag: DOCS_TAG,
      weight,
      ...(page.fallback ? { fallback: true as const } : {}),
    });
  };
  push('lvl1', null);
  for (const section of page.sections) {
    if (section.heading && section.level >= 2) {
      hierarchy[levels[section.level]!] = section.heading;
      for (let l = section.level + 1; l <= 6; l++) hierarchy[levels[l]!] = null;
      anchor = section.id || anchor;
      push(levels[section.level] as SearchRecord['type'], null);
    }
    for (const paragraph of section.paragraphs) push('content', paragraph);
  }
  return records;
}

/**
 * The records of a locale's listed documents (unlisted ones stay out of search), a document at a
 * time, so a large site's records need never all be in memory at once. Earlier versions (and
 * pages under archive/) come last: equal matches rank in this order, and the current document
 * should win over its old copies.
 */
export function* recordsByDoc(site: Site, locale: string): Generator<SearchRecord[]> {
  const origin = withoutTrailingSlash(site.config.url);
  // A page of another docs version than the root's (unreleased, or older) is no current text either.
  const otherVersion = (page: DocPage) => page.docsVersion !== undefined && page.docsVersion !== site.docsVersions[0]?.name;
  const old = (page: DocPage) => Number(site.versions.currentOf.has(page.id) || isArchived(page.id) || otherVersion(page));
  // A version's own page showing what its document's page does would only repeat its records.
  const pages = Object.values(site.docs[locale] ?? {})
    .filter((p) => !p.unlisted && !shownBy(site.versions, p.id))
    .sort((a, b) => old(a) - old(b) || a.permalink.localeCompare(b.permalink));
  const localeInfo = site.locales.find((l) => l.code === locale)!;
  for (const page of pages) {
    // A text not in force yet says so in its title, wherever a result shows it.
    const ahead = takesEffect(site.versions, page.id);
    const title = ahead ? format(site.ui[locale]!.searchUpcomingTitle, { title: page.title, date: dateView(ahead, localeInfo).text }) : page.title;
    yield docRecords(page, groupOf(site, page), origin, site.versions.currentOf.has(page.id) || ahead || otherVersion(page) ? 0 : 1, title);
  }
  // Category index pages that were published (a clash with a document's URL drops one).
  const published = new Set(site.routes.filter((r) => r.kind === 'category' && r.locale === locale).map((r) => r.category));
  for (const page of Object.values(site.categoryPages[locale] ?? {})) if (published.has(page.slug)) yield categoryRecords(page, lvl0(site, page), origin);
}

/** Every searchable record of a locale. */
export function searchRecords(site: Site, locale: string): SearchRecord[] {
  return [...recordsByDoc(site, locale)].flat();
}
