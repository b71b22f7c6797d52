// Alternates: a page's versions in the other locales, found by what each route shows.
// In: the route table; out: routes grouped by kind and doc id (hreflang links, sitemap alternates).

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
