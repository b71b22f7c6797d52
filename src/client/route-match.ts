// Which URLs the client router handles: page-like paths under the base URL (after .html and
// /index.html normalisation), whose data it tries, falling back to an ordinary load when there is
// none, and the routes listed as file-like (`/docs/v1.2`), as written; files and other sites go to
// the browser. In: a URL, the file-like routes, the base URL and the output layout; out: the route path, or undefined.

import { canonicalPath, normalizeCandidates, pagePath, withoutTrailingSlash } from '../shared/urls.ts';

export interface RouteMatch {
  /** The route's clean URL path. */
  path: string;
  /** True for a listed file-like route; false for any other page-like address: try its data. */
  known: boolean;
}

/**
 * The route a same-origin URL leads to, or undefined when the browser should load it itself.
 * `trailingSlash`: the site's output layout, the form an unknown page's address is tried in.
 */
export function matchRoute(url: URL, routes: ReadonlySet<string>, baseUrl: string, origin: string, trailingSlash = false): RouteMatch | undefined {
  if (url.origin !== origin || !(url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  // Route paths are percent-encoded in one way; a browser's URL may encode a little differently.
  const pathname = canonicalPath(url.pathname);
  const candidates = normalizeCandidates(pathname);
  const known = candidates.find((c) => routes.has(c));
  if (known) return { path: known, known: true };
  if (!pathname.startsWith(baseUrl)) return undefined;
  // sitemap.xml, images, downloads: a file name with an extension other than .html is not a page.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html')) return undefined;
  // '/es/index.html' → '/es/', '/docs/x.html' → '/docs/x', '/docs/x/' → '/docs/x'; with folder
  // URLs every page address ends in a slash ('/docs/x.html' → '/docs/x/').
  const page = candidates.find((c) => !c.endsWith('.html'))!;
  if (trailingSlash) return { path: pagePath(page, true), known: false };
  return { path: page === pathname ? withoutTrailingSlash(page) || '/' : page, known: false };
}
