// Redirects from the addresses pages had before: the config's `redirects` and the documents'
// `redirect_from` front matter, in every locale built (an old address in Spanish leads to the
// Spanish page). In: the config, the documents and their pages, the static files; out: one Redirect
// per old address and locale, with where it was written.

import type { SiteConfig } from '../../config/schema.ts';
import { encodePath, isUrl, localizedPath, siteLink, decode } from '../../shared/urls.ts';
import type { Doc } from '../markdown/parse.ts';
import type { DocPage } from './site.ts';

export interface Redirect {
  /** The old address: a URL path under the base URL (the locale's prefix in front), percent-encoded. */
  from: string;
  /** Where it leads: a path of this site (a page in the locale, its #fragment kept, or a static file) or another site's URL. */
  to: string;
  locale: string;
  /** Where it was written: the config's `redirects[index]`, or a document's front matter. */
  source: { config: number } | { file: string; line?: number; column?: number };
}

export interface RedirectSources {
  config: SiteConfig;
  locales: readonly string[];
  defaultLocale: string;
  /** The default locale's documents, by file. */
  originals: readonly Doc[];
  /** Each locale's pages by document id. */
  docs: Record<string, Record<string, DocPage>>;
  staticFiles: readonly string[];
}

const list = (from: string | string[]) => (Array.isArray(from) ? from : [from]);

/** Every redirect of the site, in the order written (the config's first), each locale in turn. */
export function siteRedirects({ config, locales, defaultLocale, originals, docs, staticFiles }: RedirectSources): Redirect[] {
  const statics = new Set(staticFiles);
  const byFile = new Map(originals.map((d) => [d.file, d]));
  const defaultPages = Object.values(docs[defaultLocale] ?? {});
  const out: Redirect[] = [];
  for (const locale of locales) {
    const localeBase = localizedPath(config.baseUrl, locale, defaultLocale, '/');
    const old = (from: string) => localizedPath(config.baseUrl, locale, defaultLocale, encodePath(decode(from)));
    config.redirects.forEach(({ from, to }, index) => {
      const target = isUrl(to) ? to : siteLink(to, localeBase, config.baseUrl, (p) => statics.has(p), config.trailingSlash);
      for (const path of list(from)) out.push({ from: old(path), to: target, locale, source: { config: index } });
    });
    for (const page of defaultPages) {
      const doc = byFile.get(page.file);
      const from = doc?.frontMatter.redirect_from;
      const target = docs[locale]?.[page.id]?.permalink;
      if (!doc || from === undefined || !target) continue;
      const at = doc.frontMatterAt.redirect_from;
      for (const path of list(from)) out.push({ from: old(path), to: target, locale, source: { file: doc.file, ...(at ? { line: at.line, column: at.column } : {}) } });
    }
  }
  return out;
}
