// Page data for the client router: each route's own data (naming its sidebars' file) as a small file, and
// what all pages of a locale share (UI strings, chrome) as one content-hashed file, the same size
// whatever the number of documents. In: a page's render input, or a locale's index page props and
// route list; out: the file's data.

import type { PageProps } from '../../components/props.ts';
import { routeKeys, type LocaleData, type RouteData, type RouteKey } from '../../shared/route-data.ts';
import type { PageInput } from './page-input.ts';
import { pageMeta } from './page-meta.ts';
import { sha256 } from '../runtime/sha256.ts';

/** A page's own data (its locale's shared file is named in its render input). */
export function routeData(page: PageInput): RouteData {
  const { kind, path, locales, doc, category, changes } = page.props;
  return {
    kind,
    path,
    title: page.title,
    meta: pageMeta(page),
    locales,
    sidebarsData: page.sidebarsData,
    ...(doc ? { doc } : {}),
    ...(category ? { category } : {}),
    ...(changes ? { changes } : {}),
    localeData: page.localeData,
  };
}

function sharedPart(props: PageProps): Omit<PageProps, RouteKey> {
  const shared: Partial<PageProps> = { ...props };
  for (const key of routeKeys) delete shared[key];
  return shared as Omit<PageProps, RouteKey>;
}

/** A locale's shared data file: where it is published, its URL and text, and a check of each page against it. */
export interface LocaleDataFile {
  /** `assets/data/<locale>-<hash>.json`: immutable, so browsers keep it. */
  file: string;
  url: string;
  json: string;
  /**
   * The split is only right if the shared fields really are the same on every page of a locale;
   * a field added to PageProps that varies per page must be listed in routeKeys, and this says so.
   */
  assertShared(page: PageInput): void;
}

/**
 * A last path segment that reads as a file name: a route with one is routed as written, as is a
 * locale's home (`/es/`) in the flat layout, where an unknown address ending in a slash loses it.
 */
const fileLike = (path: string) => path.slice(path.lastIndexOf('/') + 1).includes('.');

/** The shared file of a locale, from one of its pages' props and its routes. */
export function localeDataFile(locale: string, page: PageProps, routes: string[], baseUrl: string, trailingSlash: boolean): LocaleDataFile {
  const shared: LocaleData = { ...sharedPart(page), fileRoutes: routes.filter((r) => fileLike(r) || (!trailingSlash && r.length > 1 && r.endsWith('/'))), baseUrl, ...(trailingSlash ? { trailingSlash } : {}) };
  const json = JSON.stringify(shared);
  const file = `assets/data/${locale}-${sha256(json).slice(0, 12)}.json`;
  const sharedJson = new Map(Object.entries(sharedPart(page)).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    file,
    url: baseUrl + file,
    json,
    assertShared(input) {
      for (const [key, value] of Object.entries(sharedPart(input.props))) {
        if (JSON.stringify(value) !== sharedJson.get(key)) {
          throw new Error(`page data: PageProps.${key} of ${input.path} differs from other pages of its locale; list "${key}" in routeKeys (src/shared/route-data.ts)`);
        }
      }
    },
  };
}
