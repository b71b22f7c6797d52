// Link rewriting: the placeholders markdown leaves for .md links and file references, and
// site-absolute links, resolved to URLs in one page's locale. In: a page's HTML; out: its HTML for the locale.

import { fileLinkPrefix, markdownLinkPrefix } from '../markdown/plugins/links.ts';
import { localizedPath, siteLink } from '../../shared/urls.ts';
import type { DocPage, Site } from './site.ts';

const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapePattern = (prefix: string) => prefix.replace(/[/:]/g, '\\$&');
const markdownPattern = new RegExp(` ?href="${escapePattern(markdownLinkPrefix)}([^"#]*)(#[^"]*)?"`, 'g');
// The placeholder holds the href as written, URI-component encoded: no quote, comma or space ends it early.
const filePattern = new RegExp(`${escapePattern(fileLinkPrefix)}([\\w.!~*'()%-]*)`, 'g');

/** How one page's links are resolved for its locale. */
interface LinkResolution {
  permalinkOf: (relPath: string) => string | undefined;
  /** A site-absolute href → its URL in the page's locale. */
  absolute: (href: string) => string;
  /** A file reference's href → the published file's URL (none for a file that does not exist). */
  fileUrlOf: (href: string) => string | undefined;
  /** The folder URL Docusaurus published the page at, when it did ('/docs/guides/'). */
  folder?: string | undefined;
  /**
   * A link to a document that no longer exists loses its href: an old text from git history cannot
   * be fixed, and its reader should meet no dead link. Elsewhere the check step reports it.
   */
  dropMissing?: boolean;
}

/**
 * Replaces markdown-link placeholders with the target's URL in this locale, site-absolute links
 * with their URL in this locale, and file-reference placeholders with the file's URL (or, for one
 * that names no file, the href as written). File URLs are filled in last: they are not localised.
 */
export function resolveLinks(html: string, { permalinkOf, absolute, fileUrlOf, folder, dropMissing = false }: LinkResolution): string {
  const resolved = html
    .replace(markdownPattern, (whole, target: string, hash: string | undefined) => {
      const permalink = permalinkOf(decodeURIComponent(target));
      if (permalink === undefined) return dropMissing ? '' : whole;
      return `${whole.startsWith(' ') ? ' ' : ''}href="${permalink}${hash ?? ''}"`;
    })
    // Site-absolute links lead into the page's own locale (and base URL), as in Docusaurus.
    .replace(/href="(\/(?!\/)[^"]*)"/g, (_whole, href: string) => `href="${absolute(href)}"`);
  // A page Docusaurus publishes at a folder's URL ('/docs/guides/') is ours at '/docs/guides':
  // its relative links are made absolute, so they lead where they did.
  const located = folder === undefined ? resolved : resolved.replace(/href="(?![a-z][a-z0-9+.-]*:|\/|#)([^"]*)"/gi, (_whole, href: string) => `href="${absolute(relativeTo(href, folder))}"`);
  return located.replace(filePattern, (_whole, encoded: string) => {
    const href = decodeURIComponent(encoded);
    return attribute(fileUrlOf(href) ?? href);
  });
}

/**
 * The document a markdown link names, as a docs-relative path: its target; for a link written from
 * the site root that names no document from the docs folder, the document at that path from the
 * site folder (`/docs/guide/a.md` for `docs/guide/a.md`, a translation's own path too), as Docusaurus
 * resolves it. `isDocument` says whether a docs-relative path is one (drafts included).
 */
export function linkedDocument(target: string, rooted: boolean | undefined, isDocument: (relPath: string) => boolean, documentOf: (file: string) => string | undefined): string {
  if (!rooted || isDocument(target)) return target;
  const fromRoot = documentOf(target);
  return fromRoot !== undefined && isDocument(fromRoot) ? fromRoot : target;
}

// Static files by site: links are checked and crawled by the thousand.
const staticSets = new WeakMap<Site, Set<string>>();

/** Where a site-absolute link written in a page leads in the built site (siteLink in urls.ts). */
export function siteHref(site: Site, page: DocPage, href: string): string {
  let statics = staticSets.get(site);
  if (!statics) staticSets.set(site, (statics = new Set(site.staticFiles)));
  const localeBase = localizedPath(site.config.baseUrl, page.locale, site.defaultLocale, '/');
  return siteLink(href, localeBase, site.config.baseUrl, (p) => statics.has(p), site.config.trailingSlash);
}

/** A relative URL resolved against a page's folder, as a path with its query and fragment. */
function relativeTo(href: string, folder: string): string {
  const url = new URL(href.replace(/&amp;/g, '&'), `http://site${folder}`);
  return `${url.pathname}${url.search}${url.hash}`.replace(/&/g, '&amp;');
}
