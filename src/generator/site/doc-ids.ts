// A document's id, URL and sidebar position from its path and front matter, by Docusaurus's rules,
// so a Docusaurus tree keeps its ids and URLs. In: the docs-relative path and the front matter's
// id and slug; out: the doc id, the site path ('/docs/…') and the position a number prefix gives.

import path from 'node:path';
import { stripNumberPrefix } from '../markdown/file-title.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { canonicalPath, encodePath, withoutLeadingSlash, withoutTrailingSlash } from '../../shared/urls.ts';

const stripAll = (dir: string) =>
  dir
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');

/**
 * A category's index document: `index`, `README` or the folder's own name (`guides/guides.md`),
 * any case. Without a slug of its own it is published at the folder's URL.
 */
export function isCategoryIndex(relPath: string): boolean {
  const name = path.posix.basename(relPath).replace(/\.mdx?$/i, '').toLowerCase();
  const folder = path.posix.basename(path.posix.dirname(relPath)).toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '.' && name === folder);
}

export interface DocIdentity {
  id: string;
  /** The URL path below the locale and base URL, e.g. '/docs/guides/setup'. */
  sitePath: string;
  /**
   * True when Docusaurus publishes the document at a folder's URL ('/docs/guides/', for a category
   * index or a slug ending in '/'): its relative links resolve against that folder.
   */
  folder?: true;
  /** The file name's number prefix: the sidebar position when front matter gives none. */
  prefix?: number;
}

/**
 * Where the documents are published, below the base URL and locale: '/docs' by default, the
 * config's docs.routeBasePath ('legal' → '/legal'), '' for the site's root ('/').
 */
export function docsRoot(config: Pick<SiteConfig, 'docs'>): string {
  const segment = withoutTrailingSlash(withoutLeadingSlash(config.docs.routeBasePath ?? 'docs'));
  return segment ? `/${segment}` : '';
}

/** The docs version a docs-relative path belongs to: the longest of the versions' prefixes it starts with ('' for the docs root's). */
export const versionPrefixOf = (relPath: string, prefixes: readonly string[]): string =>
  prefixes.filter((p) => p && relPath.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0] ?? '';

/**
 * The id, URL and number prefix of the document at `relPath` (relative to the docs folder), its URL
 * below `root` (docsRoot). A document of a docs version not at the root (its path starting with the
 * version's `prefix`) gets its id and URL as inside that version's own folder, below the prefix:
 * `slug: /x` in version 1.0 is /docs/1.0/x, as in Docusaurus.
 */
export function docIdentity(relPath: string, frontMatter: { id?: string | undefined; slug?: string | undefined }, root = '/docs', prefix = ''): DocIdentity {
  if (prefix) {
    const inner = docIdentity(relPath.slice(prefix.length + 1), frontMatter, `${root}/${encodePath(prefix)}`);
    return { ...inner, id: `${prefix}/${inner.id}` };
  }
  const dir = path.posix.dirname(relPath);
  const file = stripNumberPrefix(path.posix.basename(relPath).replace(/\.mdx?$/i, ''));
  const baseId = frontMatter.id ?? file.name;
  const strippedDir = dir === '.' ? '' : stripAll(dir);
  const id = strippedDir ? `${strippedDir}/${baseId}` : baseId;
  const dirPath = strippedDir ? `/${strippedDir}/` : '/';
  const { slug } = frontMatter;
  let sitePath: string;
  if (slug?.startsWith('/')) sitePath = slug;
  else if (slug === undefined && isCategoryIndex(relPath)) sitePath = dirPath;
  else sitePath = path.posix.normalize(`${dirPath}${slug ?? baseId}`);
  // '/docs' and '/docs/x', never a trailing slash: pages are files served at clean URLs ('/' at the root).
  const decoded = withoutTrailingSlash(`${root}${sitePath}`) || '/';
  // Percent-encoded: a path made of file names is encoded as written; a slug is a URL path, which
  // its author may have encoded or not.
  const docsPath = slug === undefined ? encodePath(decoded) : canonicalPath(decoded);
  return { id, sitePath: docsPath, ...(sitePath.endsWith('/') ? { folder: true as const } : {}), ...(file.prefix === undefined ? {} : { prefix: file.prefix }) };
}
