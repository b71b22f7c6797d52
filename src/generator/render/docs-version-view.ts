// What a page of a docs version other than the one at the docs root tells its reader: which version it
// is (unreleased, or older), and where the same document is in the version the docs root serves.
// In: the site and a document page; out: a DocsVersionView, or nothing on the root's version's pages.

import type { DocsVersionView } from '../../components/props.ts';
import type { DocPage, Site } from '../site/site.ts';

export function docsVersionView(site: Site, page: DocPage): DocsVersionView | undefined {
  const version = site.docsVersions.find((v) => v.name === page.docsVersion);
  const root = site.docsVersions[0];
  if (!version || !root || version.last) return undefined;
  const pages = site.docs[page.locale] ?? {};
  // Its id in the root's version: the same path below that version's prefix.
  const inner = page.id.slice(version.prefix.length + 1);
  const same = pages[root.prefix ? `${root.prefix}/${inner}` : inner] ?? pages[site.version.mainDocId];
  return { label: version.label, unreleased: version.name === 'current', latest: { label: root.label, href: same?.permalink ?? page.permalink } };
}
