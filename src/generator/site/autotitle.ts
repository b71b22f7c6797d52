// docs.github.com's `[AUTOTITLE](link)`: the link's text becomes its target's title, in the page's
// locale. In: a page's HTML with its links resolved, and the locale's titles by URL; out: the HTML
// with each such link's text the title (or, for a target that is no document here, the address the
// markdown step wrote), the marking attribute gone.

import { escapeHtml } from '../../shared/escape.ts';
import { decode } from '../../shared/urls.ts';
import { autotitleAttribute } from '../markdown/plugins/links.ts';
import type { DocPage } from './site.ts';

// Attributes are written in a fixed order: href (gone from a dead link of a text from git), any title, then the marker.
const link = new RegExp(`<a(?: href="([^"]*)")?([^>]*?) ${autotitleAttribute}="">([^<]*)</a>`, 'g');

/** The title a page's link to `href` (an attribute value) shows: its target document's, or for `#id` the heading's. */
function titleFor(href: string, page: DocPage, titleByPath: () => Map<string, string>): string | undefined {
  const target = href.replace(/&amp;/g, '&');
  if (target.startsWith('#')) return page.headings.find((h) => h.id === decode(target.slice(1)))?.text;
  const url = new URL(target, `http://site${page.linkBase}`);
  return url.origin === 'http://site' ? titleByPath().get(decode(url.pathname)) : undefined;
}

/** Fills the text of a page's `[AUTOTITLE](…)` links; `pages` are its locale's, complete when this runs. */
export function fillAutotitles(html: string, page: DocPage, pages: Record<string, DocPage>): string {
  if (!html.includes(autotitleAttribute)) return html;
  let byPath: Map<string, string> | undefined;
  const titleByPath = () => (byPath ??= new Map(Object.values(pages).map((p) => [decode(p.permalink), p.title])));
  return html.replace(link, (_whole, href: string | undefined, attributes: string, text: string) => {
    const title = href === undefined ? undefined : titleFor(href, page, titleByPath);
    return `<a${href === undefined ? '' : ` href="${href}"`}${attributes}>${title === undefined ? text : escapeHtml(title)}</a>`;
  });
}
