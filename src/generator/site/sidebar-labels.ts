// Sidebar labels in one locale: from its catalog (Docusaurus's current.json), its translated
// _category_ files and its documents' own labels. In: a sidebar and the locale's pages; out: Labels.

import path from 'node:path';
import { dateView } from '../../shared/dates.ts';
import { folderDate } from './archive.ts';
import { docsRoot } from './doc-ids.ts';
import type { DocPage, SiteInput } from './site.ts';
import type { CategoryNode } from './sidebar-trees.ts';
import type { Labels, ResolvedLink } from './sidebars.ts';

/** How one locale labels a sidebar: its catalog (Docusaurus's current.json), translated _category_ files, the documents' own labels. */
export function localeLabels(input: SiteInput, locale: string, sidebarId: string, pages: Record<string, DocPage>, urlOf: (sitePath: string) => string) {
  // One catalog per docs version, their keys apart (each names its own sidebars).
  const catalog: Record<string, string> = Object.assign({}, ...(input.catalogs ?? []).filter((c) => c.locale === locale).map((c) => c.messages));
  const translated = new Map(input.categories.filter((c) => c.locale === locale && locale !== input.config.i18n.defaultLocale).map((c) => [c.dir, c]));
  // A folder named for a day and labelled by nothing else (archive/2024-09-02) shows the day as the locale writes it.
  const datedFolder = (node: CategoryNode) => {
    const day = node.dir !== undefined && node.label === path.posix.basename(node.dir) ? folderDate(node.label) : undefined;
    return day === undefined ? undefined : dateView(day, input.config.i18n.locales[locale]!).text;
  };
  const key = (node: CategoryNode) => `sidebar.${sidebarId}.category.${node.key}`;
  const category = (node: CategoryNode) =>
    catalog[key(node)] ??
    (node.dir !== undefined ? translated.get(node.dir)?.label : undefined) ??
    (node.labelFromDoc && node.link?.type === 'doc' ? pages[node.link.id]?.sidebarLabel : undefined) ??
    datedFolder(node) ??
    node.label;
  const indexText = (node: CategoryNode, field: 'title' | 'description') => {
    const link = node.link as Extract<ResolvedLink, { type: 'generated-index' }>;
    const own = node.dir !== undefined ? translated.get(node.dir)?.link : undefined;
    return catalog[`${key(node)}.link.generated-index.${field}`] ?? (own?.type === 'generated-index' ? own[field] : undefined) ?? link[field];
  };
  const labels: Labels = {
    doc: (id) => ({
      label: pages[id]?.sidebarLabel ?? id,
      href: pages[id]?.permalink ?? '',
      ...(pages[id]?.fallback ? { lang: input.config.i18n.locales[input.config.i18n.defaultLocale]!.htmlLang } : {}),
    }),
    category,
    index: (slug) => urlOf(`${docsRoot(input.config)}${slug}`),
    text: (kind, itemKey, label) => catalog[`sidebar.${sidebarId}.${kind}.${itemKey}`] ?? label,
  };
  return { labels, indexTitle: (node: CategoryNode) => indexText(node, 'title') ?? category(node), indexDescription: (node: CategoryNode) => indexText(node, 'description') };
}
