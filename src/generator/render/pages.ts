// The pages of the outputs plan: every route's page, its data file, its locale's shared data file, the
// files of the sidebars pages show (route-sidebars.ts) and the whole list of each sidebar too large
// for its pages to carry whole.
// In: the Site and each route's props; out: those entries, added to the plan (each page's input names its locale file).

import type { PageProps, SidebarItemView } from '../../components/props.ts';
import { routeDataFile } from '../../shared/urls.ts';
import type { Route, Site } from '../site/site.ts';
import type { Output } from './outputs.ts';
import { localeDataFile, routeData } from './page-data.ts';
import { pageInput, type PageInput } from './page-input.ts';
import { fullSidebar } from './page-sidebar.ts';
import { sidebarsFile } from './route-sidebars.ts';

/**
 * Adds each route's page and `data/<page>.json`, and `assets/data/<locale>-<hash>.json` for each
 * locale. The locale files are made first: a page's input needs its locale file's URL.
 */
export function addPages(outputs: Map<string, Output>, site: Site, propsOf: (route: Route) => PageProps): void {
  const locales = new Map<string, Route[]>();
  for (const route of site.routes) {
    const own = locales.get(route.locale);
    if (own) own.push(route);
    else locales.set(route.locale, [route]);
  }
  const localeFiles = new Map(
    [...locales].map(([locale, routes]) => {
      // What a locale's pages share is the same on each: a page that costs little to make is asked.
      const page = routes.find((r) => r.kind === 'not-found') ?? routes[0]!;
      return [locale, localeDataFile(locale, propsOf(page), routes.map((r) => r.path), site.config.baseUrl, site.config.trailingSlash)] as const;
    }),
  );
  for (const [locale, sidebars] of Object.entries(site.sidebars)) {
    for (const sidebar of Object.values(sidebars)) {
      const full = fullSidebar(sidebar.items as SidebarItemView[], locale, site.config.baseUrl);
      if (full) outputs.set(full.file, { type: 'file', content: () => full.json });
    }
  }
  const dataFiles = new Map<Route, [string, Output]>();
  for (const route of site.routes) {
    const shared = localeFiles.get(route.locale)!;
    // The page and its data file are made from the same input, computed once and let go by the
    // data file (written right after the page): kept for every page, they held a large site's
    // whole HTML a second time.
    let made: PageInput | undefined;
    // Its sidebars' file is known before the page is made: a page kept from the last build still needs it published.
    const sidebars = sidebarsFile(site, route);
    if (!outputs.has(sidebars.file)) outputs.set(sidebars.file, { type: 'file', content: () => sidebars.json });
    const input = () => (made ??= pageInput(site, route, propsOf(route), shared.url, sidebars.url));
    const dataFile = routeDataFile(route.file);
    outputs.set(route.file, { type: 'page', route, input, alongside: [dataFile] });
    const content = () => {
      const page = input();
      made = undefined;
      shared.assertShared(page);
      return JSON.stringify(routeData(page));
    };
    dataFiles.set(route, [dataFile, { type: 'file', content }]);
  }
  for (const [locale, routes] of locales) {
    const shared = localeFiles.get(locale)!;
    outputs.set(shared.file, { type: 'file', content: () => shared.json });
    for (const route of routes) outputs.set(...dataFiles.get(route)!);
  }
}
