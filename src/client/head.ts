// After a client navigation the <head> describes the new page as a full load would: title,
// description, social tags, canonical, hreflang versions, robots, DocSearch tags and the feed link.
// In: the page's title and PageMeta (from its route data); out: the document's head, updated.

import type { PageMeta } from '../shared/route-data.ts';

/** Sets `<meta {key}="{name}" content>` to `content`, or removes it when there is none. */
function setMeta(key: 'name' | 'property', name: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (content === undefined) return el?.remove();
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(key, name);
    document.head.append(el);
  }
  el.content = content;
}

export function applyHead(title: string, meta: PageMeta): void {
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', meta.noindex ? 'noindex' : undefined);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', meta.canonical);
  setMeta('name', 'docsearch:language', meta.docsearch.language);
  setMeta('name', 'docsearch:docusaurus_tag', meta.docsearch.tag);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = meta.canonical;
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  canonical.after(
    ...meta.alternates.map((a) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = a.hreflang;
      link.href = a.href;
      return link;
    }),
  );
  // The change feed is the locale's: a change of language changes it.
  document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.remove();
  if (meta.feed) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = meta.feed.title;
    link.href = meta.feed.href;
    document.head.append(link);
  }
}
