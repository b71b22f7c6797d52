// One locale's navigation: its sidebars labelled in the locale, its category index pages, and
// prev/next on every page in each sidebar's reading order. In: the sidebars and the locale's pages.

import path from 'node:path';
import { textIn } from '../../config/schema.ts';
import { categoryPages } from './category-pages.ts';
import { docsRoot } from './doc-ids.ts';
import { localeLabels } from './sidebar-labels.ts';
import type { Sidebars } from './sidebar-trees.ts';
import { localizeSidebar, readingOrder, type SidebarItem, type Stop } from './sidebars.ts';
import type { CategoryPage, DocPage, PageRef, SiteInput } from './site.ts';

/**
 * One locale's sidebars (labelled in the locale), its category index pages, and prev/next on every
 * page, following each sidebar's reading order: a category's index page comes before its entries.
 */
export function localeNavigation(input: SiteInput, locale: string, sidebars: Sidebars, pages: Record<string, DocPage>, urlOf: (sitePath: string) => string) {
  const { config } = input;
  const labelOfFolder = (dir: string) => {
    const of = (l: string) => input.categories.find((c) => c.locale === l && c.dir === dir)?.label;
    return of(locale) ?? of(config.i18n.defaultLocale);
  };
  const navbarLabel = (sidebarId: string) => config.navbar.items.find((i) => i.type === 'docSidebar' && i.sidebarId === sidebarId)?.label;
  const localized: Record<string, { label: string; items: SidebarItem[] }> = {};
  const indexPages: Record<string, CategoryPage> = {};
  for (const [sidebarId, tree] of sidebars.trees) {
    const { labels, indexTitle, indexDescription } = localeLabels(input, locale, sidebarId, pages, urlOf);
    const folder = config.docs.sidebars?.[sidebarId]?.dirName;
    const items = localizeSidebar(tree, labels);
    // A folder's _category_ file (content/docs/_category_.json for '.') labels the sidebar of that folder.
    localized[sidebarId] = { label: (folder === undefined ? undefined : labelOfFolder(path.posix.normalize(folder))) ?? navbarLabel(sidebarId) ?? textIn(config.title, locale, config.i18n.defaultLocale), items };
    Object.assign(indexPages, categoryPages(tree, items, { locale, sidebarId, indexPages: sidebars.indexPages, pages, urlOf, root: docsRoot(config), indexTitle, indexDescription }));
    linkPrevNext(readingOrder(tree), sidebarId, sidebars, pages, indexPages);
  }
  return { sidebars: localized, categoryPages: indexPages };
}

/** Sets prev/next on the pages of a sidebar's reading order that belong to that sidebar. */
function linkPrevNext(order: readonly Stop[], sidebarId: string, sidebars: Sidebars, pages: Record<string, DocPage>, indexPages: Record<string, CategoryPage>): void {
  const stops = order.filter((stop) => (stop.type === 'doc' ? sidebars.sidebarOf.get(stop.id) === sidebarId : indexPages[stop.slug]?.sidebarId === sidebarId));
  const target = (stop: Stop | undefined): (DocPage | CategoryPage) | undefined => (stop === undefined ? undefined : stop.type === 'doc' ? pages[stop.id] : indexPages[stop.slug]);
  const ref = (stop: Stop | undefined): PageRef | undefined => {
    const page = target(stop);
    if (!page) return undefined;
    return { title: 'sidebarLabel' in page ? page.sidebarLabel : page.label, permalink: page.permalink };
  };
  stops.forEach((stop, i) => {
    const page = target(stop);
    if (!page) return;
    const prev = ref(stops[i - 1]);
    const next = ref(stops[i + 1]);
    if (prev) page.prev = prev;
    if (next) page.next = next;
  });
}
