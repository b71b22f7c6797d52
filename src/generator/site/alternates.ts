// Alternates: a page's versions in the other locales, found by what each route shows, and where
// they are listed. In: the route table; out: routes grouped by kind and doc id (hreflang links,
// sitemap alternates, the language menu).

import type { Route } from './site.ts';

/**
 * Routes grouped by what they show (a kind and a doc id), so each page finds its versions in the
 * other locales: hreflang links and sitemap alternates. The not-found pages are left out.
 */
export function localeVersions(routes: readonly Route[]): Map<string, Route[]> {
  const groups = new Map<string, Route[]>();
  for (const r of routes) {
    if (r.kind === 'not-found') continue;
    const key = versionKey(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

export const versionKey = (route: Route) => `${route.kind}:${route.docId ?? route.category ?? ''}${route.compare ? `:${route.compare.path}` : ''}`;

/**
 * Up to this many locales, each page lists its versions in every locale itself (hreflang links in
 * its head, links in its language menu). Past it, each page doing so would make the output grow
 * with pages × locales (a site of 1,000 locales wrote 5.4 GB): the sitemap alone carries the
 * hreflang alternates, as search engines accept, and the language menu gets its list from the
 * locale's shared data once the page is loaded.
 */
export const localesListedInPages = 20;

/** True when the site's pages list every locale themselves (see localesListedInPages). */
export const listsLocalesInPages = (localeCount: number): boolean => localeCount <= localesListedInPages;
