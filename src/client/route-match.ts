// Which URLs the client router handles: page-like paths under the base URL (after .html and
// /index.html normalisation; a route whose address looks like a file's, when listed, as written), whose
// data it loads, falling back to an ordinary load when there is none; files and other sites go to the
// browser. In: a URL, the routes listed as file-like and the base URL; out: the route path, or undefined.

import { canonicalPath, normalizeCandidates } from '../shared/urls.ts';

/** The route path a same-origin URL leads to, or undefined when the browser should load it itself. */
export function matchRoute(url: URL, routes: ReadonlySet<string>, baseUrl: string, origin: string): string | undefined {
  if (url.origin !== origin || !(url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  // Route paths are percent-encoded in one way; a browser's URL may encode a little differently.
  const pathname = canonicalPath(url.pathname);
  const candidates = normalizeCandidates(pathname);
  const known = candidates.find((c) => routes.has(c));
  if (known) return known;
  if (!pathname.startsWith(baseUrl)) return undefined;
  // sitemap.xml, images, downloads: a file name with an extension other than .html is not a page.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html')) return undefined;
  // '/es/index.html' → '/es/', '/docs/x.html' → '/docs/x': the first normalised form, if any.
  return candidates[1] ?? candidates[0]!;
}
