// Page data for the client router: each route's own data as a small file, and what all pages of a
// locale share (UI strings, chrome, sidebars, the list of routes) as one content-hashed file.
// In: a page's render input, or a locale's index page props and route list; out: the file's data.

import { createHash } from 'node:crypto';
import type { PageProps } from '../../components/props.ts';
import { routeKeys, type LocaleData, type RouteData, type RouteKey } from '../../shared/route-data.ts';
import type { PageInput } from './page-input.ts';
import { pageMeta } from './page-meta.ts';

/** A page's own data (its locale's shared file is named in its render input). */
export function routeData(page: PageInput): RouteData {
  const { kind, path, locales, sidebars, doc, category, changes } = page.props;
  return {
    kind,
    path,
    title: page.title,
    meta: pageMeta(page),
    locales,
    sidebars: sidebars.map((s) => s.id),
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

/** The shared file of a locale, from one of its index pages' props (which list every sidebar of the locale) and its routes. */
export function localeDataFile(locale: string, index: PageProps, routes: string[], baseUrl: string, trailingSlash: boolean): LocaleDataFile {
  const shared: LocaleData = { ...sharedPart(index), sidebars: index.sidebars, routes, baseUrl, ...(trailingSlash ? { trailingSlash } : {}) };
  const json = JSON.stringify(shared);
  const file = `assets/data/${locale}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  const sharedJson = new Map(Object.entries(sharedPart(index)).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    file,
    url: baseUrl + file,
    json,
    assertShared(page) {
      for (const [key, value] of Object.entries(sharedPart(page.props))) {
        if (JSON.stringify(value) !== sharedJson.get(key)) {
          throw new Error(`page data: PageProps.${key} of ${page.path} differs from other pages of its locale; list "${key}" in routeKeys (src/shared/route-data.ts)`);
        }
      }
      for (const s of page.props.sidebars) {
        if (!shared.sidebars.some((t) => t.id === s.id)) throw new Error(`page data: sidebar "${s.id}" of ${page.path} is not among its locale's sidebars`);
      }
    },
  };
}
