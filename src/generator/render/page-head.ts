// Page head: everything a page's <head> says besides the assets — title, description, canonical
// path, hreflang versions, DocSearch tag, robots. In: the Site, a Route and its props; out: a
// HeadInput, which carries all a renderer needs, so rendering never sees the whole Site.

import type { PageProps } from '../../components/props.ts';
import { textIn } from '../../config/schema.ts';
import { format } from '../../i18n/index.ts';
import type { HeadInput } from './html.ts';
import { localeVersions, versionKey } from '../site/alternates.ts';
import type { Route, Site } from '../site/site.ts';

// Grouping is done once per site, not once per page: it is a hot path at thousands of pages.
const versionsBySite = new WeakMap<Site, Map<string, Route[]>>();
function versionsOf(site: Site, route: Route): Route[] {
  let versions = versionsBySite.get(site);
  if (!versions) versionsBySite.set(site, (versions = localeVersions(site.routes)));
  return versions.get(versionKey(route)) ?? [];
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

export function pageHead(site: Site, route: Route, props: PageProps): HeadInput {
  // A changes page belongs to its document: unlisted with it, but with no description of its own.
  const owner = route.docId ? site.docs[route.locale]![route.docId] : undefined;
  const page = route.kind === 'doc' ? owner : undefined;
  const versions = versionsOf(site, route);
  const alternates = versions.map((r) => ({ hreflang: site.locales.find((l) => l.code === r.locale)!.htmlLang, path: r.path }));
  const defaultVersion = versions.find((r) => r.locale === site.defaultLocale);
  if (defaultVersion) alternates.push({ hreflang: 'x-default', path: defaultVersion.path });
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
    title: pageTitle(site, route, props),
    ...(description ? { description } : {}),
    alternates,
    docsearchTag: route.kind === 'doc' ? 'docs-default-current' : 'default',
    noindex: route.kind === 'not-found' || (owner?.unlisted ?? false),
  };
}
