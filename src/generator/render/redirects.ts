// The site's redirects as a host serves them: `_redirects` (Netlify, Cloudflare Pages; the site's own
// static/_redirects after them) and, for any other host, a page at each old address that sends the
// browser on at once (meta refresh, canonical link to the new address, kept out of search).
// In: the Site; out: those files added to the outputs plan.

import { escapeHtml } from '../../shared/escape.ts';
import { isUrl, outputFile, pagePath, splitHref, withoutTrailingSlash } from '../../shared/urls.ts';
import type { Redirect } from '../site/redirects.ts';
import type { Site } from '../site/site.ts';
import type { Output } from './outputs.ts';
import { formatRedirects, REDIRECTS_FILE } from './redirects-file.ts';

/** The page at an old address: the browser goes on at once; a search engine takes the canonical address. */
export function redirectPage(redirect: Redirect, origin: string, htmlLang: string, title: string): string {
  const absolute = isUrl(redirect.to) ? redirect.to : origin + redirect.to;
  const to = escapeHtml(redirect.to);
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absolute)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p><a href="${to}">${escapeHtml(title)}</a></p>
</body>
</html>
`;
}

/** Adds `_redirects` and a page at each old address (in the site's output layout) to the outputs plan. */
export function addRedirects(outputs: Map<string, Output>, site: Site): void {
  const { config } = site;
  const own = site.hostFiles.redirects?.text;
  if (!site.redirects.length && own === undefined) return;
  const text = formatRedirects(site.redirects.map((r) => ({ from: r.from, to: r.to, status: 301 })));
  outputs.set(REDIRECTS_FILE, { type: 'file', content: () => (own === undefined ? text : `${text}${own}${own.endsWith('\n') ? '' : '\n'}`) });
  const origin = withoutTrailingSlash(config.url);
  const titles = new Map(Object.values(site.docs).flatMap((pages) => Object.values(pages).map((p) => [p.permalink, p.title] as const)));
  for (const redirect of site.redirects) {
    const file = outputFile(config.baseUrl, pagePath(redirect.from, config.trailingSlash));
    // An old address is never a page (check says so); a page planned there stays.
    if (outputs.has(file)) continue;
    const lang = site.locales.find((l) => l.code === redirect.locale)?.htmlLang ?? redirect.locale;
    const title = titles.get(splitHref(redirect.to)[0]) ?? redirect.to;
    outputs.set(file, { type: 'file', content: () => redirectPage(redirect, origin, lang, title) });
  }
}
