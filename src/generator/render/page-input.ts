// A page's render input: its props, what its <head> says besides the assets and its locale's data URL.
// In: the Site, a Route, its props and the data URLs; out: a PageInput, all a renderer needs (never the whole Site).

import type { PageProps } from '../../components/props.ts';
import { textIn, type SiteConfig } from '../../config/schema.ts';
import { format } from '../../i18n/index.ts';
import { listsLocalesInPages, localeVersions, versionKey } from '../site/alternates.ts';
import type { Route, Site } from '../site/site.ts';
import { shownBy } from '../site/schedule.ts';

/** Everything the renderer needs for one page (render.tsx turns it into the page's HTML). */
export interface PageInput {
  config: SiteConfig;
  props: PageProps;
  /** URL path of this page. */
  path: string;
  /** URL path of the page search engines should index instead (a version's own page showing what its document's does). */
  canonical?: string;
  title: string;
  description?: string;
  /** hreflang → URL path of the same page in each locale, x-default included; none past `localesListedInPages` locales (the sitemap has them). */
  alternates: { hreflang: string; path: string }[];
  /** `docs-default-<its docs version>` on documents (`docs-default-current` without versions), `default` elsewhere, as DocSearch's crawler expects. */
  docsearchTag: string;
  noindex: boolean;
  /** URL of the locale's shared data: preloaded, so the page carries only its own data. */
  localeData: string;
  /** URL of the file of the sidebars it shows (route-sidebars.ts): preloaded, so its data does not repeat them. */
  sidebarsData: string;
}

// Grouping is done once per site, not once per page: it is a hot path at thousands of pages.
const versionsBySite = new WeakMap<Site, Map<string, Route[]>>();
function versionsOf(site: Site, route: Route): Route[] {
  let versions = versionsBySite.get(site);
  if (!versions) versionsBySite.set(site, (versions = localeVersions(site.routes)));
  return versions.get(versionKey(route)) ?? [];
}

/** hreflang → path of each version, and x-default: the default locale's. */
function hreflangAlternates(site: Site, versions: Route[]): PageInput['alternates'] {
  const lang = new Map(site.locales.map((l) => [l.code, l.htmlLang]));
  const alternates = versions.map((r) => ({ hreflang: lang.get(r.locale)!, path: r.path }));
  const defaultVersion = versions.find((r) => r.locale === site.defaultLocale);
  if (defaultVersion) alternates.push({ hreflang: 'x-default', path: defaultVersion.path });
  return alternates;
}

function pageTitle(site: Site, route: Route, props: PageProps): string {
  const siteTitle = textIn(site.config.title, route.locale, site.defaultLocale);
  switch (route.kind) {
    case 'doc':
      return `${props.doc!.title} | ${siteTitle}`;
    case 'changes':
      return `${format(props.ui.changesTitle, { title: props.changes!.title })} | ${siteTitle}`;
    case 'search':
      return `${props.ui.search} | ${siteTitle}`;
    case 'docs-index':
      return `${props.ui.docsIndexTitle} | ${siteTitle}`;
    case 'category':
      return `${props.category!.title} | ${siteTitle}`;
    case 'not-found':
      return `${props.ui.notFoundTitle} | ${siteTitle}`;
    default:
      return siteTitle;
  }
}

/** The render input of a route's page, given its props and the URLs of its locale's data file (page-data.ts) and its sidebars' (route-sidebars.ts). */
export function pageInput(site: Site, route: Route, props: PageProps, localeData: string, sidebarsData: string): PageInput {
  // A changes page belongs to its document: unlisted with it, but with no description of its own.
  const owner = route.docId ? site.docs[route.locale]![route.docId] : undefined;
  const page = route.kind === 'doc' ? owner : undefined;
  const sameAs = page && shownBy(site.versions, page.id);
  // With many locales, the sitemap alone carries them (alternates.ts).
  const alternates = listsLocalesInPages(site.locales.length) ? hreflangAlternates(site, versionsOf(site, route)) : [];
  const description = page
    ? page.description
    : route.kind === 'category'
      ? props.category!.description
      : route.kind === 'home'
        ? textIn(site.config.tagline, route.locale, site.defaultLocale) || undefined
        : undefined;
  return {
    config: site.config,
    props,
    path: route.path,
    ...(sameAs ? { canonical: site.docs[route.locale]![sameAs]!.permalink } : {}),
    title: pageTitle(site, route, props),
    ...(description ? { description } : {}),
    alternates,
    docsearchTag: route.kind === 'doc' ? `docs-default-${page?.docsVersion ?? site.version.name}` : 'default',
    noindex: route.kind === 'not-found' || (owner?.unlisted ?? false),
    localeData,
    sidebarsData,
  };
}
