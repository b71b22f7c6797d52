// Pure URL helpers: where each locale and route lives, and how request paths normalise.
// In: base URL, locale codes and paths; out: URL paths and output file names.

/** decodeURIComponent that leaves a malformed escape (`%zz`) as written instead of throwing. */
export function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/%(?:3A|40|24|26|2B|2C|3B|3D)/g, decodeURIComponent);

/**
 * Percent-encodes a URL path (written as the file names are) for HTML, sitemaps and HTTP: each
 * segment as a URI component, keeping the characters RFC 3986 allows in a segment as they are.
 * '/docs/my folder/über' → '/docs/my%20folder/%C3%BCber'. Route paths are kept in this form.
 */
export function encodePath(decoded: string): string {
  return decoded.split('/').map(encodeSegment).join('/');
}

/**
 * A URL path however it was encoded (a browser leaves `[` or `(` as they are, encodes `ü`) in the
 * one form route paths have: '/docs/my%20folder/über' → '/docs/my%20folder/%C3%BCber'.
 */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeSegment(decode(segment)))
    .join('/');
}

/** An href's path and what follows it (its ?query and #fragment): '/docs/x?a#b' → ['/docs/x', '?a#b']. */
export function splitHref(href: string): [path: string, rest: string] {
  const at = href.search(/[?#]|$/);
  return [href.slice(0, at), href.slice(at)];
}

/** URL prefix of a locale: '' for the default locale, '/es' for the others (before baseUrl). */
export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Joins a base URL ('/' or '/legal/'), a locale and a site path ('/docs/x') into a URL path. */
export function localizedPath(baseUrl: string, locale: string, defaultLocale: string, sitePath: string): string {
  const base = withoutTrailingSlash(baseUrl);
  const joined = `${base}${localePrefix(locale, defaultLocale)}${sitePath === '/' ? '/' : sitePath}`;
  return joined || '/';
}

/**
 * Output file for a URL path under baseUrl: '/' → 'index.html', '/es/' → 'es/index.html',
 * '/docs/x' → 'docs/x.html'. Clean URLs are served from `<path>.html` by static hosts, which decode
 * the request first: '/docs/my%20folder/x' → 'docs/my folder/x.html'.
 */
export function outputFile(baseUrl: string, urlPath: string): string {
  const rel = decode(urlPath.slice(baseUrl.length));
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  return `${rel}.html`;
}

/**
 * Candidate route paths for a request path, most exact first: the path itself, then without a
 * trailing '.html' or '/index.html', then with its trailing slash taken off or put on (an exact
 * route always wins over normalisation), so one address finds its page in either output layout.
 */
export function normalizeCandidates(pathname: string): string[] {
  const out = [pathname];
  let p = pathname;
  if (p.endsWith('/index.html')) out.push((p = p.slice(0, -'index.html'.length)));
  else if (p.endsWith('.html')) out.push((p = p.slice(0, -'.html'.length)));
  if (p.length > 1 && p.endsWith('/')) out.push(p.slice(0, -1));
  else if (!p.endsWith('/')) out.push(`${p}/`);
  return out;
}

/**
 * A page's URL path in the site's output layout (`trailingSlash` in the config): with it, every
 * page is a folder's `index.html`, addressed with a trailing slash ('/docs/x' → '/docs/x/').
 */
export function pagePath(urlPath: string, trailingSlash: boolean): string {
  return trailingSlash && !urlPath.endsWith('/') ? `${urlPath}/` : urlPath;
}

/**
 * An address written by hand (a navbar `to`, a link in a document) in the site's output layout:
 * its path as pagePath makes it, unless its last segment names a file ('/files/dpa.pdf', '/feed.xml');
 * ?query and #fragment kept. '/docs/x#a' → '/docs/x/#a' with trailing slashes.
 */
export function pageHref(href: string, trailingSlash: boolean): string {
  const [path, rest] = splitHref(href);
  if (!trailingSlash || !path.startsWith('/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))) return href;
  return pagePath(path, true) + rest;
}

/**
 * The same page in another locale: strips the current locale's prefix and adds the target's.
 * '/es/docs/x' → '/fr/docs/x'; to the default locale → '/docs/x'.
 */
export function switchLocale(urlPath: string, baseUrl: string, from: string, to: string, defaultLocale: string): string {
  const base = withoutTrailingSlash(baseUrl);
  let rest = urlPath.startsWith(base) ? urlPath.slice(base.length) : urlPath;
  const prefix = localePrefix(from, defaultLocale);
  if (prefix && (rest === prefix || rest.startsWith(`${prefix}/`))) rest = rest.slice(prefix.length) || '/';
  return localizedPath(baseUrl, to, defaultLocale, rest || '/');
}

/**
 * Where a page's route data lives, beside nothing else so it never shadows a route or a static
 * file: 'docs/x.html' → 'data/docs/x.json', 'es/index.html' → 'data/es/index.json'.
 */
export function routeDataFile(pageFile: string): string {
  return `data/${pageFile.replace(/\.html$/, '')}.json`;
}

/** URL of a route's data file, as the client asks for it: '/es/docs/x' → '/data/es/docs/x.json'. */
export function routeDataUrl(baseUrl: string, urlPath: string): string {
  return baseUrl + encodePath(routeDataFile(outputFile(baseUrl, urlPath)));
}

/**
 * Where a site-absolute link written in a page of one locale leads, by Docusaurus's rule: the
 * locale's base ('/', '/es/', '/legal/es/') goes in front unless the link starts with it, so
 * `/docs/x` in a Spanish page is the Spanish page; a static file, published once at the base URL,
 * keeps the base URL alone. `isStatic` gets the decoded path below the base URL ('img/x.png').
 * A page's address takes the output layout's form (pageHref).
 */
export function siteLink(href: string, localeBase: string, baseUrl: string, isStatic: (path: string) => boolean, trailingSlash = false): string {
  const rest = href.startsWith(baseUrl) ? href.slice(baseUrl.length) : withoutLeadingSlash(href);
  let path = rest.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written.
  }
  if (isStatic(path)) return href.startsWith(localeBase) ? href : baseUrl + rest;
  return pageHref(href.startsWith(localeBase) ? href : localeBase + rest, trailingSlash);
}

/**
 * Where a page's PDF is published (`build --pdf`), beside the page in either output layout:
 * 'docs/x.html' and 'docs/x/index.html' → 'docs/x.pdf'; the home page's 'index.html' → 'index.pdf'.
 */
export const pdfFile = (pageFile: string) => `${pageFile.replace(/(?:\/index)?\.html$/, '')}.pdf`;

/** The URL path of a page's PDF, from the page's output file: pdfFile under the base URL, encoded as route paths are. */
export const pdfUrl = (baseUrl: string, pageFile: string) => baseUrl + encodePath(pdfFile(pageFile));

/** A URL or path without its trailing slashes: `https://x.example/` → `https://x.example`. */
// From the run's first slash only: tried from each slash of a long run, the pattern cost its length squared.
export const withoutTrailingSlash = (s: string) => s.replace(/(?<!\/)\/+$/, '');

/** A path without its leading slashes, to join under a base that ends in one: `/img/a.png` → `img/a.png`. */
export const withoutLeadingSlash = (s: string) => s.replace(/^\/+/, '');

/** Whether `href` is a URL with a scheme (another site's, or data:), as opposed to a path of this site. */
export const isUrl = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href);
