// The shapes of the client router's data files, shared by the build that writes them and the browser that reads them.
// In: nothing (types and the list of per-route PageProps fields); out: RouteData, LocaleData, PageMeta.

import type { PageProps } from '../components/props.ts';

/** What differs from one page to the next; every other PageProps field is shared by the locale. */
export const routeKeys = ['kind', 'path', 'locales', 'sidebars', 'doc', 'category', 'changes'] as const;
export type RouteKey = (typeof routeKeys)[number];

/**
 * What a page's <head> says about the page itself (beside its title): the same data renders the
 * head of a full load and is what the client router puts in the head after a navigation.
 */
export interface PageMeta {
  description?: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** The same page in each locale (absolute URLs), x-default included. */
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  docsearch: { language: string; tag: string };
  /** The locale's Atom feed of document changes, when any document has versions. */
  feed?: { href: string; title: string };
}

/**
 * One route's data: its own PageProps fields and its title. The sidebars it shows are in a file of
 * their own, shared by the pages that show the same (its HTML already carries them once).
 */
export interface RouteData extends Pick<PageProps, Exclude<RouteKey, 'sidebars'>> {
  /** URL of the file of its sidebars (PageProps.sidebars). */
  sidebarsData: string;
  /** document.title of the page. */
  title: string;
  /** The rest of what its <head> says (description, canonical, hreflang versions, robots). */
  meta: PageMeta;
  /** URL of the locale's shared data file. */
  localeData: string;
}

/** What a route's sidebars file holds. */
export type SidebarsData = PageProps['sidebars'];

/**
 * What every page of a locale shares, loaded once per locale. It holds nothing that grows with the
 * number of documents: no list of routes (the client tries any page-like address's data) and no
 * sidebar (each page carries its own, page-sidebar.ts).
 */
export interface LocaleData extends Omit<PageProps, RouteKey> {
  /**
   * The locale's routes whose address looks like a file's (`/docs/v1.2`, `/docs/x.html`, usually
   * none): the client routes those as they are, where it would read `x.html` as `x`.
   */
  fileRoutes: string[];
  baseUrl: string;
  /** Set in the folder layout (`trailingSlash` in the config): page addresses end in a slash. */
  trailingSlash?: true;
}
