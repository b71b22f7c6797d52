// sitemap.xml: every indexable page with its alternates in the other locales.
// In: the Site; out: the sitemap's XML text.

import { localeVersions, versionKey } from '../site/alternates.ts';
import type { Site } from '../site/site.ts';
import { shownBy } from '../site/schedule.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';


export function sitemap(site: Site): string {
  const origin = withoutTrailingSlash(site.config.url);
  const lang = new Map(site.locales.map((l) => [l.code, l.htmlLang]));
  // A version's own page showing what its document's page does is that page's copy, not listed.
  const indexable = site.routes.filter((r) => r.kind !== 'not-found' && !(r.docId && site.docs[r.locale]![r.docId]!.unlisted) && !(r.kind === 'doc' && shownBy(site.versions, r.docId!)));
  const groups = localeVersions(indexable);
  const entries = indexable.map((r) => {
    // A changes page's content changes with its versions, not with its document's last commit.
    const page = r.kind === 'doc' ? site.docs[r.locale]![r.docId!]! : undefined;
    const alternates = groups
      .get(versionKey(r))!
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(lang.get(a.locale)!)}" href="${escapeHtml(origin + a.path)}"/>`);
    const lastmod = page?.lastUpdated === undefined ? '' : `\n    <lastmod>${new Date(page.lastUpdated * 1000).toISOString().slice(0, 10)}</lastmod>`;
    return `  <url>\n    <loc>${escapeHtml(origin + r.path)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
