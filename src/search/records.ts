// DocSearch-shaped records of one locale, from the sections read off each document's final HTML.
// In: the Site and a locale; out: records (hierarchy lvl0–lvl6, content, type, url#anchor, facets).

import { isArchived } from '../generator/archive.ts';
import type { SidebarItem } from '../generator/sidebars.ts';
import type { DocPage, Site } from '../generator/site.ts';

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

/** One record as DocSearch's crawler writes it (the fields its UI and filters read). */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  /** Paragraph text on `content` records, null on heading records. */
  content: string | null;
  type: Exclude<Level, 'lvl0'> | 'content';
  /** Absolute URL, with the nearest heading's #anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
}

/** The docs plugin's tag DocSearch filters on (contextual search). */
export const DOCS_TAG = 'docs-default-current';

const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** lvl0 is the product: the top-level category holding the doc, else the sidebar's own label. */
function productOf(items: readonly SidebarItem[], docId: string): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === docId) return '';
    if (item.type === 'category') {
      const inside = productOf(item.items, docId);
      if (inside !== undefined) return inside || item.label;
    }
  }
  return undefined;
}

function lvl0(site: Site, page: DocPage): string {
  const sidebar = page.sidebarId ? site.sidebars[page.locale]?.[page.sidebarId] : undefined;
  if (!sidebar) return page.title;
  return productOf(sidebar.items, page.id) || sidebar.label;
}

/**
 * The records of one document, in document order: its title, then each heading and paragraph.
 * The sections were read from the final HTML when the document was parsed (plugins/outline.ts).
 */
export function docRecords(page: DocPage, product: string, origin: string): SearchRecord[] {
  const records: SearchRecord[] = [];
  const base = origin + page.permalink;
  const hierarchy: Hierarchy = { lvl0: product, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
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
  const origin = site.config.url.replace(/\/$/, '');
  const old = (id: string) => Number(site.versions.currentOf.has(id) || isArchived(id));
  const pages = Object.values(site.docs[locale] ?? {})
    .filter((p) => !p.unlisted)
    .sort((a, b) => old(a.id) - old(b.id) || a.permalink.localeCompare(b.permalink));
  for (const page of pages) yield docRecords(page, lvl0(site, page), origin);
}

/** Every searchable record of a locale. */
export function searchRecords(site: Site, locale: string): SearchRecord[] {
  return [...recordsByDoc(site, locale)].flat();
}
