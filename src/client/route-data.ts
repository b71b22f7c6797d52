// Route data in the browser: fetches a route's data file, its locale's shared file and its sidebars'
// file, each at most once, and assembles the PageProps components render from. In: a route path; out: a Page.

import type { PageProps } from '../components/props.ts';
import type { LocaleData, RouteData, SidebarsData } from '../shared/route-data.ts';
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
const sidebarLists = new Map<string, Promise<SidebarsData>>();
/** The routes of the locales loaded so far whose address looks like a file's (LocaleData.fileRoutes). */
export const knownRoutes = new Set<string>();

/** The PageProps of a route, from its own data, its locale's and its sidebars. */
export function assembleProps(route: RouteData, shared: LocaleData, sidebars: SidebarsData): PageProps {
  const { fileRoutes: _fileRoutes, baseUrl: _baseUrl, trailingSlash: _trailingSlash, ...common } = shared;
  const { title: _title, meta: _meta, localeData: _localeData, sidebarsData: _sidebarsData, ...own } = route;
  return { ...common, ...own, sidebars };
}

/** The sidebars a route shows (loaded once per URL; the URL is content-hashed and shared by the pages that show them). */
export function loadSidebars(url: string): Promise<SidebarsData> {
  let loading = sidebarLists.get(url);
  if (!loading) {
    loading = fetchJson(url).then((data) => {
      if (!Array.isArray(data)) throw new Error(`${url}: not sidebars`);
      return data as SidebarsData;
    });
    // A failed load is not kept: the next navigation tries again.
    loading.catch(() => sidebarLists.delete(url));
    sidebarLists.set(url, loading);
  }
  return loading;
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
      if (route?.path !== path || typeof route.localeData !== 'string' || typeof route.sidebarsData !== 'string') throw new Error(`${url}: not the data of ${path}`);
      return route;
    });
    routes.set(url, loading);
  }
  const route = await loading;
  const [shared, sidebars] = await Promise.all([loadLocale(route.localeData), loadSidebars(route.sidebarsData)]);
  return { props: assembleProps(route, shared, sidebars), title: route.title, meta: route.meta, shared };
}
