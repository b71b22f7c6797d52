// The sidebars a route's page shows, and the shared file the client loads them from: the page's HTML
// carries its sidebar once, as markup; its data (inline for hydration, and the file the router
// fetches) names this file instead of repeating it. Pages that show the same sidebars (a small
// sidebar's every page, a large one's block of pages, page-sidebar.ts) share one file.
// In: the Site and a Route; out: its SidebarView list, and that list's file.

import type { SidebarItemView, SidebarView } from '../../components/props.ts';
import { localizedPath, pagePath } from '../../shared/urls.ts';
import { docsRoot } from '../site/doc-ids.ts';
import type { Route, Site } from '../site/site.ts';
import { fullSidebar, pageSidebar } from './page-sidebar.ts';
import { sha256 } from '../runtime/sha256.ts';

/** A locale's address of a site path, as pages link to it. */
export const localPath = (site: Site, locale: string, to: string) => pagePath(localizedPath(site.config.baseUrl, locale, site.defaultLocale, to), site.config.trailingSlash);

/** Where a sidebar leads: its landing document's page, else the documents' root. */
export function sidebarLink(site: Site, locale: string, id: string): string {
  return site.docs[locale]![site.version.sidebars[id]?.link ?? '']?.permalink ?? localPath(site, locale, docsRoot(site.config) || '/');
}

// Made once per site and locale, so pages showing them share the same objects (and files).
const everySidebar = new WeakMap<Site, Map<string, SidebarView[]>>();
/** Every sidebar of a locale, whole: what the home and documents index pages list. */
function allSidebars(site: Site, locale: string): SidebarView[] {
  let byLocale = everySidebar.get(site);
  if (!byLocale) everySidebar.set(site, (byLocale = new Map()));
  let all = byLocale.get(locale);
  if (!all) {
    all = Object.entries(site.sidebars[locale] ?? {}).map(([id, sidebar]) => ({ id, label: sidebar.label, href: sidebarLink(site, locale, id), items: sidebar.items as SidebarItemView[] }));
    byLocale.set(locale, all);
  }
  return all;
}

const docsIndexPaths = new WeakMap<Site, Map<string, string>>();
/** The address of a locale's documents index page, if the site has one (found once per site, not per page). */
function docsIndexPath(site: Site, locale: string): string | undefined {
  let paths = docsIndexPaths.get(site);
  if (!paths) docsIndexPaths.set(site, (paths = new Map(site.routes.filter((r) => r.kind === 'docs-index').map((r) => [r.locale, r.path]))));
  return paths.get(locale);
}

/** The sidebar a route's page belongs to: its document's (a changes page's too) or its category's. */
function sidebarIdOf(site: Site, route: Route): string | undefined {
  if (route.kind === 'category') return site.categoryPages[route.locale]![route.category!]!.sidebarId;
  if (route.kind === 'doc' || route.kind === 'changes') return site.docs[route.locale]![route.docId!]!.sidebarId;
  return undefined;
}

/**
 * The sidebars a route's page shows: the home and documents index pages every sidebar; a document,
 * its changes pages and a category page their own, in part when it is large (page-sidebar.ts);
 * search and not-found pages none.
 */
export function routeSidebars(site: Site, route: Route): SidebarView[] {
  const all = allSidebars(site, route.locale);
  if (route.kind === 'home' || route.kind === 'docs-index') return all;
  const sidebar = all.find((s) => s.id === sidebarIdOf(site, route));
  if (!sidebar) return [];
  // The documents index lists every sidebar whole. A site without one (a document at the docs root,
  // or the documents at the site's root) is led to its home page, which lists the first sidebar.
  const index = docsIndexPath(site, route.locale);
  const whole = (category?: { href?: string }) => category?.href ?? (index ? `${index}#sidebar-${sidebar.id}` : localPath(site, route.locale, '/'));
  return [pageSidebar(sidebar, route.path, whole, fullSidebar(sidebar.items, route.locale, site.config.baseUrl))];
}

/** The file of a page's sidebars, shared by the pages that show the same. */
export interface SidebarsFile {
  /** `assets/data/<locale>-nav-<hash>.json`: immutable, so browsers keep it. */
  file: string;
  url: string;
  json: string;
}

const files = new WeakMap<object, SidebarsFile>();
/** The file of the sidebars a route's page shows (made once for the pages that share them). */
export function sidebarsFile(site: Site, route: Route): SidebarsFile {
  const sidebars = routeSidebars(site, route);
  // The same list, or the same single sidebar: the same objects (made once above and in page-sidebar.ts).
  const key = sidebars.length === 1 ? sidebars[0]! : sidebars;
  let made = files.get(key);
  if (!made) {
    const json = JSON.stringify(sidebars);
    const file = `assets/data/${route.locale}-nav-${sha256(json).slice(0, 12)}.json`;
    made = { file, url: site.config.baseUrl + file, json };
    files.set(key, made);
  }
  return made;
}
