// The content edge: reads the docs folder, each locale's translations, _category_ files, sidebar
// label catalogs and static/, where the layout (layout.ts) says they are. In: the site root, its
// layout and locales; out: Sources (one per locale and doc, fallbacks flagged), Categories,
// catalogs, the static file list, the other files beside the documents (images, PDFs: published
// when a document refers to them) and diagnostics for files that cannot be used or are not read.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { LegaldocsError, NoDocuments, OrphanTranslation, UnreadableFile, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { decodeText, parseCatalog, parseCategory, type Category, type SidebarCatalog } from './category-files.ts';
import { fileNameProblems } from './file-names.ts';
import { hostFiles, type HostFiles } from './host-files.ts';
import { isDocument, joinPrefix, type ContentLayout } from './layout.ts';
import { unusedLocaleFolders } from './locale-folders.ts';
import { misplaced, type DocusaurusSite } from './misplaced.ts';
import { skippedGlobs } from './skipped-folders.ts';
import { checkLinks, refusedGlobs } from './symlinks.ts';

/** One document in one locale. A fallback carries the default locale's text and file. */
export interface Source {
  locale: string;
  /** Path relative to the docs folder, e.g. `overwolf/intro.md`; the same in every locale. */
  relPath: string;
  /** Path relative to the site root of the file whose text this is. */
  file: string;
  text: string;
  fallback: boolean;
  /** Modification time (unix seconds), the last-update date of last resort. */
  mtime: number;
  /** An earlier version read from git history: the relPath of the document it is a version of, and its date. */
  version?: { of: string; date: string };
}

export interface Content {
  sources: Source[];
  categories: Category[];
  catalogs: SidebarCatalog[];
  /** Files under static/ published as they are, relative to it (posix). */
  staticFiles: string[];
  /** Each static file's size and modification time (the host files' too): a file replaced under the same name changes it. */
  staticStamps: string[];
  hostFiles: HostFiles;
  /** Files beside the documents that are not documents (images, PDFs …), relative to the site root (posix). */
  docFiles: string[];
  /** Each of those files' size, modification and change time: a replaced file changes it. */
  docFileStamps: Map<string, string>;
  /** The default locale's markdown files the layout's exclude globs leave out (docs-relative). */
  excluded: string[];
  /** Translations of no document of the default locale: not published. */
  orphans: { locale: string; file: string }[];
  diagnostics: Diagnostic[];
}

/** The folder copied into the site as it is, relative to the site root. */
export const staticFolder = 'static';

/** A file or folder that cannot be read (permissions, a disk error), named; anything else is thrown on. */
function unreadable(root: string, error: unknown): Diagnostic {
  const { code, path: failed } = (error ?? {}) as NodeJS.ErrnoException;
  if (!code || !failed) throw error;
  const file = path.relative(root, failed).split(path.sep).join('/');
  const denied = code === 'EACCES' || code === 'EPERM';
  return new UnreadableFile(`cannot read "${file}": ${denied ? 'permission denied' : (error as Error).message} (${code})`, {
    file,
    hint: denied ? `Let the user running legaldocs read it (chmod -R a+rX "${file}").` : 'Check the file and the disk it is on, then run again.',
  }).toDiagnostic();
}

const isCategory = (rel: string) => /(^|\/)_category_\.(json|ya?ml)$/.test(rel);

/** One folder's documents, `_category_` files and other files, their docs-relative paths below `prefix` (a docs version's). */
function readTree(root: string, docsDir: string, locale: string, refused: readonly string[], exclude: readonly string[], skipped: readonly string[], prefix = '') {
  const options = { cwd: path.join(root, docsDir), dot: false, ignore: [...refusedGlobs(refused, docsDir), ...skippedGlobs(skipped, docsDir)] };
  const files = fg.sync(['**/*'], options).sort();
  // Markdown the layout's exclude globs name is no document (Docusaurus's partials, `_draft.md`);
  // other files there stay what documents may refer to.
  const excluded = new Set(exclude.length ? fg.sync([...exclude], options).filter(isDocument) : []);
  const sources: Omit<Source, 'fallback'>[] = [];
  const categories: Category[] = [];
  const diagnostics: Diagnostic[] = [];
  const others = new Map<string, string>();
  // Listed and read synchronously, one file after another: twice as fast as promises for thousands
  // of small files (no thread-pool round trips for open, stat, read and close), one file open at a time.
  for (const rel of files) {
    if (excluded.has(rel)) continue;
    const file = path.posix.join(docsDir, rel);
    const absolute = path.join(root, file);
    if (!isDocument(rel) && !isCategory(rel)) {
      // Only listed: read when a document refers to it and the site is written.
      try {
        const s = statSync(absolute);
        others.set(file, `${s.size}\0${s.mtimeMs}\0${s.ctimeMs}`);
      } catch (error) {
        diagnostics.push(unreadable(root, error));
      }
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      diagnostics.push(unreadable(root, error));
      continue;
    }
    const text = decodeText(bytes, file);
    if (typeof text !== 'string') {
      diagnostics.push(text);
    } else if (isCategory(rel)) {
      const dir = path.posix.dirname(rel);
      const c = parseCategory(text, file, dir === '.' ? prefix || '.' : joinPrefix(prefix, dir), locale);
      if ('severity' in c) diagnostics.push(c);
      else categories.push(c);
    } else {
      sources.push({ locale, relPath: joinPrefix(prefix, rel), file, text, mtime: Math.floor(statSync(absolute).mtimeMs / 1000) });
    }
  }
  return { sources, categories, diagnostics, others, excluded: [...excluded].map((rel) => joinPrefix(prefix, rel)).sort() };
}

/** The folders of every docs version (the layout's mounts) in one locale, read as one tree. */
function readMounts(root: string, layout: ContentLayout, locale: string, translated: boolean, refused: readonly string[]) {
  const trees = layout.mounts.flatMap((mount) => {
    const dir = translated ? mount.translationsDir(locale) : mount.docsDir;
    return dir === undefined ? [] : [readTree(root, dir, locale, refused, layout.exclude, layout.skipped ?? [], mount.prefix)];
  });
  const [sources, categories, diagnostics] = [trees.flatMap((t) => t.sources), trees.flatMap((t) => t.categories), trees.flatMap((t) => t.diagnostics)];
  return { sources, categories, diagnostics, others: new Map(trees.flatMap((t) => [...t.others])), excluded: trees.flatMap((t) => t.excluded).sort() };
}

/**
 * A locale's sidebar label catalogs, one per docs version (Docusaurus's current.json, version-1.0.json):
 * a version's keys name its sidebars as this site does (`sidebar.<prefix>/<id>.…`).
 */
function readCatalogs(root: string, layout: ContentLayout, locale: string): (SidebarCatalog | Diagnostic)[] {
  return layout.mounts.flatMap((mount) => {
    const dir = mount.translationsDir(locale);
    if (dir === undefined) return [];
    const file = `${dir}.json`;
    let text: string | Diagnostic;
    try {
      text = decodeText(readFileSync(path.join(root, file)), file);
    } catch {
      return [];
    }
    const catalog = typeof text === 'string' ? parseCatalog(text, file, locale) : text;
    if ('severity' in catalog || !mount.prefix) return [catalog];
    const messages = Object.fromEntries(Object.entries(catalog.messages).map(([key, value]) => [key.replace(/^sidebar\./, `sidebar.${mount.prefix}/`), value]));
    return [{ ...catalog, messages }];
  });
}

/**
 * Reads the documents and categories of the locales in `read` (default locale first); `locales`
 * is every configured locale, to tell an unconfigured locale folder from one not read this time.
 * `docusaurus`: the site is a Docusaurus site, whose blog, pages and versions are named if present
 * (and its docusaurus.config, unless the legaldocs config was made from it).
 * Symbolic links may lead only into their own folder (the content folders, static/) or a `trusted` one.
 */
export async function readContent(
  root: string,
  layout: ContentLayout,
  locales: readonly string[],
  defaultLocale: string,
  read: readonly string[] = locales,
  docusaurus: false | DocusaurusSite = false,
  trusted: readonly string[] = [],
): Promise<Content> {
  try {
    return await readFolders(root, layout, locales, defaultLocale, read, docusaurus, trusted);
  } catch (error) {
    // A folder that cannot be listed stops the reading: its documents are unknown.
    throw new LegaldocsError([unreadable(root, error)]);
  }
}

async function readFolders(
  root: string,
  layout: ContentLayout,
  locales: readonly string[],
  defaultLocale: string,
  read: readonly string[],
  docusaurus: false | DocusaurusSite,
  trusted: readonly string[],
): Promise<Content> {
  // Code-unit order, not localeCompare: the order decides duplicate claims and must not depend
  // on the machine's locale.
  const byRel = (a: { relPath: string }, b: { relPath: string }) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0);
  const others = read.filter((l) => l !== defaultLocale);
  // A link from one content folder into another (docs/ and i18n/) stays inside the site's content.
  const links = [
    ...layout.contentFolders.map((folder) => checkLinks(root, folder, [...trusted, ...layout.contentFolders], false)),
    checkLinks(root, staticFolder, trusted, true),
  ];
  const refused = links.flatMap((l) => l.refused);
  const [unused, staticFiles, elsewhere] = await Promise.all([
    unusedLocaleFolders(root, layout, locales),
    fg(['**/*'], { cwd: path.join(root, staticFolder), dot: false, stats: true, ignore: refusedGlobs(refused, staticFolder) }),
    misplaced(root, layout, locales, defaultLocale, docusaurus),
  ]);
  const base = readMounts(root, layout, defaultLocale, false, refused);
  const trees = others.map((locale) => readMounts(root, layout, locale, true, refused));
  base.sources.sort(byRel);
  const sources: Source[] = base.sources.map((s) => ({ ...s, fallback: false }));
  const categories = [...base.categories];
  const catalogs: SidebarCatalog[] = [];
  const orphans: Content['orphans'] = [];
  const diagnostics = [...links.flatMap((l) => l.diagnostics), ...base.diagnostics, ...elsewhere, ...unused, ...fileNameProblems(base.sources)];
  const docFileStamps = new Map(base.others);
  const originals = new Set(base.sources.map((s) => s.relPath));
  if (!base.sources.length) {
    diagnostics.push(
      new NoDocuments(`no documents in "${layout.docsDir}"`, {
        file: layout.docsDir,
        hint: "Write documents there, or point the config at the folder that holds them (layout: 'docusaurus' reads docs/, or set docs.path).",
      }).toDiagnostic(),
    );
  }

  others.forEach((locale, i) => {
    const tree = trees[i]!;
    categories.push(...tree.categories);
    diagnostics.push(...tree.diagnostics, ...fileNameProblems(tree.sources));
    for (const [file, stamp] of tree.others) docFileStamps.set(file, stamp);
    for (const catalog of readCatalogs(root, layout, locale)) {
      if ('severity' in catalog) diagnostics.push(catalog);
      else catalogs.push(catalog);
    }
    const translated = new Map(tree.sources.map((s) => [s.relPath, s]));
    for (const s of tree.sources.filter((t) => !originals.has(t.relPath))) {
      orphans.push({ locale, file: s.file });
      diagnostics.push(
        new OrphanTranslation(`translation "${s.file}" has no original "${layout.originalOf(s.relPath)}", so it is not published`, {
          file: s.file,
          hint: 'Translations mirror the paths of the documents they translate; move or rename it.',
        }).toDiagnostic(),
      );
    }
    for (const original of base.sources) {
      const t = translated.get(original.relPath);
      sources.push(t ? { ...t, fallback: false } : { ...original, locale, fallback: true });
    }
  });
  staticFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const staticStamps = staticFiles.map((f) => `${f.path}\0${f.stats!.size}\0${f.stats!.mtimeMs}`);
  const docFiles = [...docFileStamps.keys()].sort();
  const host = hostFiles(root, staticFolder, staticFiles.map((f) => f.path));
  return { sources, categories, catalogs, staticFiles: host.published, staticStamps, hostFiles: host.host, docFiles, docFileStamps, excluded: base.excluded, orphans, diagnostics: [...diagnostics, ...host.diagnostics] };
}
