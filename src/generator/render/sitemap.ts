// sitemap.xml: every indexable page with its alternates in the other locales and x-default (the
// only place they are listed past `localesListedInPages` locales). In: the Site; out:
// the sitemap files by output path — sitemap.xml alone, or, past the protocol's 50,000 URLs or
// 50 MiB for one file (a site of 1,000 locales, each page naming every other), sitemap.xml as an
// index of sitemap-<n>.xml parts. A part's text is made only when it is written.

import { localeVersions, versionKey } from '../site/alternates.ts';
import type { Route, Site } from '../site/site.ts';
import { shownBy } from '../site/schedule.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';

/** What sitemaps.org allows in one file. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 };

const urlsetStart = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetEnd = '</urlset>\n';

export function sitemaps(site: Site, limits = sitemapLimits): Map<string, () => string> {
  const origin = withoutTrailingSlash(site.config.url);
  const lang = new Map(site.locales.map((l) => [l.code, l.htmlLang]));
  // A version's own page showing what its document's page does is that page's copy, not listed.
  const indexable = site.routes.filter((r) => r.kind !== 'not-found' && !(r.docId && site.docs[r.locale]![r.docId]!.unlisted) && !(r.kind === 'doc' && shownBy(site.versions, r.docId!)));
  const groups = localeVersions(indexable);
  const entry = (r: Route) => {
    // A changes page's content changes with its versions, not with its document's last commit.
    const page = r.kind === 'doc' ? site.docs[r.locale]![r.docId!]! : undefined;
    const versions = groups.get(versionKey(r))!;
    const fallback = versions.find((a) => a.locale === site.defaultLocale);
    const alternates = [...versions.map((a) => [lang.get(a.locale)!, a.path]), ...(fallback ? [['x-default', fallback.path]] : [])].map(
      ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang!)}" href="${escapeHtml(origin + href!)}"/>`,
    );
    const lastmod = page?.lastUpdated === undefined ? '' : `\n    <lastmod>${new Date(page.lastUpdated * 1000).toISOString().slice(0, 10)}</lastmod>`;
    return `  <url>\n    <loc>${escapeHtml(origin + r.path)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>\n`;
  };
  const urlset = (routes: Route[]) => () => urlsetStart + routes.map(entry).join('') + urlsetEnd;
  // Where each part starts: found by measuring each entry once, its text then let go.
  const room = limits.bytes - Buffer.byteLength(urlsetStart + urlsetEnd);
  const parts: Route[][] = [[]];
  let bytes = 0;
  for (const r of indexable) {
    const size = Buffer.byteLength(entry(r));
    if (parts.at(-1)!.length && (parts.at(-1)!.length >= limits.urls || bytes + size > room)) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)!.push(r);
    bytes += size;
  }
  if (parts.length === 1) return new Map([['sitemap.xml', urlset(parts[0]!)]]);
  const files = new Map<string, () => string>();
  const names = parts.map((_, i) => `sitemap-${i + 1}.xml`);
  files.set('sitemap.xml', () => {
    const list = names.map((name) => `  <sitemap>\n    <loc>${escapeHtml(`${origin}${site.config.baseUrl}${name}`)}</loc>\n  </sitemap>\n`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list}</sitemapindex>\n`;
  });
  parts.forEach((routes, i) => files.set(names[i]!, urlset(routes)));
  return files;
}
