// Why the document a .md link names is not published, when it exists: a draft, a file another
// document's URL leaves out, or one the docs.exclude globs leave out. In: the site, the linking page and
// the link; out: a located diagnostic saying so and what to do, or nothing when no such document exists.

import path from 'node:path';
import { MissingMarkdownFile, shownUrl, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { siteLayout } from '../content/layout.ts';
import type { DocLink } from '../markdown/plugins/links.ts';
import { versionPrefixOf } from '../site/doc-ids.ts';
import type { DocPage, Site } from '../site/site.ts';

/** A relative path from the folder of `from` to `to`, written as a document would (`./x.png`). */
export function relativeFrom(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The default locale's file of a docs-relative path: in its docs version's folder. */
function fileOf(site: Site, relPath: string): string {
  const version = site.docsVersions.find((v) => v.prefix === versionPrefixOf(relPath, site.docsVersions.map((d) => d.prefix)));
  return `${version?.docsDir ?? siteLayout(site.config).docsDir}/${version?.prefix ? relPath.slice(version.prefix.length + 1) : relPath}`;
}

/** The diagnostic for a link to a document the site does not publish though its file exists. */
export function unpublishedTarget(site: Site, page: DocPage, link: DocLink): Diagnostic | undefined {
  const target = link.target!;
  const { exclude } = siteLayout(site.config);
  const at = { file: page.file, line: link.line, column: link.column };
  const named = `link "${shownUrl(link.href)}" points to "${fileOf(site, target)}"`;
  const publishedInstead = site.shadowed.get(target);
  if (publishedInstead !== undefined) {
    const kept = Object.values(site.docs[site.defaultLocale] ?? {}).find((d) => d.relPath === publishedInstead)!;
    return new MissingMarkdownFile(`${named}, which is left out: "${kept.file}" is published at its URL, "${kept.permalink}"`, {
      ...at,
      hint: `Link to "${relativeFrom(page.relPath, publishedInstead)}", the document published there.`,
    }).toDiagnostic();
  }
  if (site.drafts.includes(target)) {
    return new MissingMarkdownFile(`${named}, a draft (draft: true in its front matter), which builds leave out`, {
      ...at,
      hint: 'Publish the document (remove draft: true) or remove the link until it is.',
    }).toDiagnostic();
  }
  if (site.excluded.includes(target)) {
    return new MissingMarkdownFile(`${named}, which docs.exclude leaves out (${exclude.map((glob) => `"${glob}"`).join(', ')}): it is no document`, {
      ...at,
      hint: "Link to a published document, or rename the file so the exclude globs (a Docusaurus config's exclude, or its default for _-prefixed files) no longer match it.",
    }).toDiagnostic();
  }
  return undefined;
}
