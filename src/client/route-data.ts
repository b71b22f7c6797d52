// Route data in the browser: fetches a route's data file and its locale's shared file, each at
// most once, and assembles the PageProps components render from. In: a route path; out: a Page.

import type { PageProps } from '../components/props.ts';
import type { LocaleData, RouteData } from '../shared/route-data.ts';
import { routeDataUrl } from '../shared/urls.ts';
import { fetchJson } from './fetch-json.ts';

/** A route ready to show: what components render, the document title and head, the locale's data. */
export interface Page {
  props: PageProps;
  title: string;
  meta: RouteData['meta'];
  shared: LocaleData;
}

const routes = new Map<string, Promise<RouteData>>();
const locales = new Map<string, Promise<LocaleData>>();
/** The routes of the locales loaded so far whose address looks like a file's (LocaleData.fileRoutes). */
export const knownRoutes = new Set<string>();

/** The PageProps of a route, from its own data and its locale's. */
export function assembleProps(route: RouteData, shared: LocaleData): PageProps {
  const { fileRoutes: _fileRoutes, baseUrl: _baseUrl, trailingSlash: _trailingSlash, ...common } = shared;
  const { title: _title, meta: _meta, localeData: _localeData, ...own } = route;
  return { ...common, ...own };
}

/** The locale's shared data (loaded once per URL; the URL is content-hashed). */
export function loadLocale(url: string): Promise<LocaleData> {
  let loading = locales.get(url);
  if (!loading) {
    loading = fetchJson(url).then((data) => {
      const shared = data as LocaleData;
      if (!Array.isArray(shared.fileRoutes) || typeof shared.baseUrl !== 'string') throw new Error(`${url}: not locale data`);
      for (const path of shared.fileRoutes) knownRoutes.add(path);
      return shared;
    });
    locales.set(url, loading);
  }
  return loading;
}

/** Records the data of the page the browser loaded, so returning to it fetches nothing. */
export function seedRoute(baseUrl: string, route: RouteData): void {
  routes.set(routeDataUrl(baseUrl, route.path), Promise.resolve(route));
}

/** Loads a route (its data and, if new, its locale's); rejects on a network error, a 404 or bad data. */
export async function loadPage(baseUrl: string, path: string): Promise<Page> {
  const url = routeDataUrl(baseUrl, path);
  let loading = routes.get(url);
  if (!loading) {
    loading = fetchJson(url).then((data) => {
      const route = data as RouteData;
      if (route?.path !== path || typeof route.localeData !== 'string' || !Array.isArray(route.sidebars)) throw new Error(`${url}: not the data of ${path}`);
      return route;
    });
    routes.set(url, loading);
  }
  const route = await loading;
  const shared = await loadLocale(route.localeData);
  return { props: assembleProps(route, shared), title: route.title, meta: route.meta, shared };
}
