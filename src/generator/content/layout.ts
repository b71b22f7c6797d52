// Where a site keeps its documents: the default locale's docs folder, each locale's translations,
// their sidebar label catalogs and UI strings, as legaldocs lays them out or as a Docusaurus site does.
// In: the config; out: a ContentLayout that names the folders and maps files to documents.

import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';

/** The folders of each layout preset; the config's docs.path, docs.translationsPath and i18n.uiStrings override them. */
export const layouts = {
  legaldocs: { docs: 'content/docs', translations: 'content/i18n/{locale}/docs', uiStrings: 'content/i18n/{locale}/ui.json' },
  docusaurus: { docs: 'docs', translations: 'i18n/{locale}/docusaurus-plugin-content-docs/current', uiStrings: 'i18n/{locale}/ui.json' },
} as const;

/**
 * One docs version's folders (a Docusaurus site's versioned_docs/version-<name>, or the docs folder):
 * its documents' docs-relative paths start with `prefix` (its URL segment; '' for the version at the docs root).
 */
export interface DocsMount {
  prefix: string;
  docsDir: string;
  /** A locale's translations; undefined when the version has none (they fall back to the default locale). */
  translationsDir: (locale: string) => string | undefined;
}

export interface ContentLayout {
  /** The default locale's documents, relative to the site root (posix). */
  docsDir: string;
  /** Each docs version's folders: the docs folder alone, unless a Docusaurus site's versions.json names more (docs-versions.ts). */
  mounts: readonly DocsMount[];
  /** A locale's translations, relative to the site root (posix). */
  translationsDir: (locale: string) => string;
  /** The folders git dates are read from: the docs folder and the translations' common root. */
  contentFolders: string[];
  /** The document (docs-relative path, the same in every locale) of a site-relative file; undefined when it is not a document. */
  documentOf: (file: string) => string | undefined;
  /** The default locale's file of a document (its docs-relative path): in the folder of the docs version its path lies below. */
  originalOf: (relPath: string) => string;
  /** A locale's sidebar label catalog: `<translations folder>.json`, Docusaurus's `current.json`. */
  catalogFile: (locale: string) => string;
  /** The translations folder pattern, `{locale}` standing for the code. */
  translationsPattern: string;
  /** Globs, from the docs folder and from each translations folder, of markdown files that are not documents. */
  exclude: readonly string[];
  /**
   * Folders (from the site root) inside the content folders that hold no content: the output and
   * cache folders, static/ and the like, when the documents are kept in the site folder itself
   * (skipped-folders.ts). Nothing in them is read; node_modules/ never is, wherever it is.
   */
  skipped?: readonly string[];
}

/** A docs-relative path below a version's prefix: `next` + `intro.md` → `next/intro.md`. */
export const joinPrefix = (prefix: string, relPath: string) => (prefix ? `${prefix}/${relPath}` : relPath);

/** Whether a file is a document (markdown or MDX). */
export const isDocument = (file: string) => /\.mdx?$/i.test(file);

/**
 * The layout of `docsDir` and translations at `translationsPattern`, where `{locale}` stands for the
 * code; `mounts` are its docs versions' folders when there are several (docs-versions.ts).
 */
export function contentLayout(docsDir: string, translationsPattern: string, exclude: readonly string[] = [], mounts?: readonly DocsMount[]): ContentLayout {
  const docs = path.posix.normalize(docsDir);
  const pattern = path.posix.normalize(translationsPattern);
  const [before = '', after = ''] = pattern.split('{locale}');
  const translationsRoot = path.posix.dirname(`${before}x`);
  const translationsDir = (locale: string) => `${before}${locale}${after}`;
  const versions = mounts ?? [{ prefix: '', docsDir: docs, translationsDir }];
  const under = (file: string, dir: string | undefined, prefix: string) => (dir !== undefined && file.startsWith(`${dir}/`) ? joinPrefix(prefix, file.slice(dir.length + 1)) : undefined);
  return {
    docsDir: docs,
    mounts: versions,
    translationsDir,
    catalogFile: (locale) => `${before}${locale}${after}.json`,
    translationsPattern: pattern,
    exclude,
    contentFolders: [...new Set([docs, ...versions.map((m) => m.docsDir), translationsRoot])],
    originalOf(relPath) {
      // The longest prefix first: the version at the docs root has none.
      const mount = [...versions].sort((a, b) => b.prefix.length - a.prefix.length).find((m) => !m.prefix || relPath.startsWith(`${m.prefix}/`));
      return mount ? `${mount.docsDir}/${mount.prefix ? relPath.slice(mount.prefix.length + 1) : relPath}` : `${docs}/${relPath}`;
    },
    documentOf(file) {
      if (!isDocument(file)) return undefined;
      for (const mount of versions) {
        const found = under(file, mount.docsDir, mount.prefix);
        if (found !== undefined) return found;
      }
      if (!file.startsWith(before)) return undefined;
      const locale = file.slice(before.length).split('/')[0]!;
      for (const mount of versions) {
        const found = under(file, mount.translationsDir(locale), mount.prefix);
        if (found !== undefined) return found;
      }
      return undefined;
    },
  };
}

/**
 * The files a repository keeps for GitHub beside its documents (its licence, contribution guide, issue
 * templates), which GitHub Pages does not publish as pages: no documents unless docs.exclude says otherwise.
 */
const repositoryFiles = ['**/{LICENSE,LICENCE,COPYING,CODE_OF_CONDUCT,CONTRIBUTING,ISSUE_TEMPLATE,PULL_REQUEST_TEMPLATE}.md'];

/** The layout a config asks for: its preset's folders, overridden by docs.path and docs.translationsPath, and docs.exclude. */
export function siteLayout(config: SiteConfig): ContentLayout {
  const preset = layouts[config.layout];
  // A Docusaurus site's exclude defaults are its docs plugin's (config/docusaurus.ts).
  const exclude = config.docs.exclude ?? (config.layout === 'legaldocs' ? repositoryFiles : []);
  return contentLayout(config.docs.path ?? preset.docs, config.docs.translationsPath ?? preset.translations, exclude);
}

/** Where a site's UI strings files are, `{locale}` standing for the code. */
export const uiStringsPattern = (config: SiteConfig): string => config.i18n.uiStrings ?? layouts[config.layout].uiStrings;
