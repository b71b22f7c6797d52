// The render step: one route to its complete HTML page with React's renderToString.
// In: the Site, a Route and the asset URLs; out: the page's HTML text.

import { renderToString } from 'react-dom/server';
import { App } from '../components/App.tsx';
import { htmlDocument, type Assets } from './html.ts';
import { pageProps } from './page-props.ts';
import { localeVersions, versionKey, type Route, type Site } from './site.ts';

// Grouping is done once per site, not once per page: it is a hot path at thousands of pages.
const versionsBySite = new WeakMap<Site, Map<string, Route[]>>();
function versionsOf(site: Site, route: Route): Route[] {
  let versions = versionsBySite.get(site);
  if (!versions) versionsBySite.set(site, (versions = localeVersions(site.routes)));
  return versions.get(versionKey(route)) ?? [];
}

function pageTitle(site: Site, route: Route, props: ReturnType<typeof pageProps>): string {
  const siteTitle = site.config.title;
  switch (route.kind) {
    case 'doc':
      return `${props.doc!.title} | ${siteTitle}`;
    case 'search':
      return `${props.ui.search} | ${siteTitle}`;
    case 'docs-index':
      return `${props.ui.docsIndexTitle} | ${siteTitle}`;
    case 'not-found':
      return `${props.ui.notFoundTitle} | ${siteTitle}`;
    default:
      return siteTitle;
  }
}

/** Renders one route. `now` fixes the footer year (tests pass a date). */
export function renderRoute(site: Site, route: Route, assets: Assets, now = new Date()): string {
  const props = pageProps(site, route, now);
  const body = renderToString(<App props={props} />);
  const page = route.docId ? site.docs[route.locale]![route.docId] : undefined;
  const sameRoute = versionsOf(site, route);
  const alternates = sameRoute.map((r) => ({ hreflang: site.locales.find((l) => l.code === r.locale)!.htmlLang, path: r.path }));
  const defaultRoute = sameRoute.find((r) => r.locale === site.defaultLocale);
  if (defaultRoute) alternates.push({ hreflang: 'x-default', path: defaultRoute.path });
  const description = page ? page.description : route.kind === 'home' ? site.config.tagline || undefined : undefined;
  return htmlDocument(
    {
      config: site.config,
      props,
      path: route.path,
      title: pageTitle(site, route, props),
      ...(description ? { description } : {}),
      alternates,
      docsearchTag: route.kind === 'doc' ? 'docs-default-current' : 'default',
      noindex: route.kind === 'not-found' || (page?.unlisted ?? false),
    },
    body,
    assets,
  );
}

