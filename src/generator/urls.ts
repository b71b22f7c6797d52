// Pure URL helpers: where each locale and route lives, and how request paths normalise.
// In: base URL, locale codes and paths; out: URL paths and output file names.

/** URL prefix of a locale: '' for the default locale, '/es' for the others (before baseUrl). */
export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Joins a base URL ('/' or '/legal/'), a locale and a site path ('/docs/x') into a URL path. */
export function localizedPath(baseUrl: string, locale: string, defaultLocale: string, sitePath: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const joined = `${base}${localePrefix(locale, defaultLocale)}${sitePath === '/' ? '/' : sitePath}`;
  return joined || '/';
}

/**
 * Output file for a URL path under baseUrl: '/' → 'index.html', '/es/' → 'es/index.html',
 * '/docs/x' → 'docs/x.html'. Clean URLs are served from `<path>.html` by static hosts.
 */
export function outputFile(baseUrl: string, urlPath: string): string {
  const rel = urlPath.slice(baseUrl.length);
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  return `${rel}.html`;
}

/**
 * Candidate route paths for a request path, most exact first: the path itself, then without a
 * trailing '.html' or '/index.html' (an exact route always wins over normalisation).
 */
export function normalizeCandidates(pathname: string): string[] {
  const out = [pathname];
  let p = pathname;
  if (p.endsWith('/index.html')) out.push((p = p.slice(0, -'index.html'.length)));
  else if (p.endsWith('.html')) out.push((p = p.slice(0, -'.html'.length)));
  if (p.length > 1 && p.endsWith('/')) out.push(p.slice(0, -1));
  return out;
}

/**
 * The same page in another locale: strips the current locale's prefix and adds the target's.
 * '/es/docs/x' → '/fr/docs/x'; to the default locale → '/docs/x'.
 */
export function switchLocale(urlPath: string, baseUrl: string, from: string, to: string, defaultLocale: string): string {
  const base = baseUrl.replace(/\/$/, '');
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
  return baseUrl + routeDataFile(outputFile(baseUrl, urlPath));
}

/**
 * Where a site-absolute link written in a page of one locale leads, by Docusaurus's rule: the
 * locale's base ('/', '/es/', '/legal/es/') goes in front unless the link starts with it, so
 * `/docs/x` in a Spanish page is the Spanish page; a static file, published once at the base URL,
 * keeps the base URL alone. `isStatic` gets the decoded path below the base URL ('img/x.png').
 */
export function siteLink(href: string, localeBase: string, baseUrl: string, isStatic: (path: string) => boolean): string {
  if (href.startsWith(localeBase)) return href;
  const rest = href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href.replace(/^\/+/, '');
  let path = rest.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written.
  }
  return (isStatic(path) ? baseUrl : localeBase) + rest;
}
