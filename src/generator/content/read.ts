// The content edge: reads the docs folder, each locale's translations, _category_ files, sidebar
// label catalogs and static/, where the layout (layout.ts) says they are. In: the site root, its
// layout and locales; out: Sources (one per locale and doc, fallbacks flagged), Categories,
// catalogs, the static file list, the other files beside the documents (images, PDFs: published
// when a document refers to them) and diagnostics for files that cannot be used or are not read.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { LegaldocsError, NoDocuments, OrphanTranslation, UnreadableFile, UnusedLocaleFolder, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { decodeText, parseCatalog, parseCategory, type Category, type SidebarCatalog } from './category-files.ts';
import { fileNameProblems } from './file-names.ts';
import { isDocument, type ContentLayout } from './layout.ts';
import { misplaced, type DocusaurusSite } from './misplaced.ts';
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
  /** Files under static/, relative to it (posix). */
  staticFiles: string[];
  /** Each static file's size and modification time: a file replaced under the same name changes it. */
  staticStamps: string[];
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

function readTree(root: string, docsDir: string, locale: string, refused: readonly string[], exclude: readonly string[]) {
  const options = { cwd: path.join(root, docsDir), dot: false, ignore: refusedGlobs(refused, docsDir) };
  const files = fg.sync(['**/*'], options);
  files.sort();
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
      const c = parseCategory(text, file, path.posix.dirname(rel), locale);
      if ('severity' in c) diagnostics.push(c);
      else categories.push(c);
    } else {
      sources.push({ locale, relPath: rel, file, text, mtime: Math.floor(statSync(absolute).mtimeMs / 1000) });
    }
  }
  return { sources, categories, diagnostics, others, excluded: [...excluded].sort() };
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * Whether a folder where translations go is one: any folder there, unless translations are kept at
 * the site's root (`translationsPath: '{locale}'`), where the site's own folders (config/, build/,
 * static/, img/) live too: there only a folder named for a language that holds documents.
 */
function isLocaleFolder(root: string, layout: ContentLayout, code: string): boolean {
  if (!layout.translationsPattern.startsWith('{locale}')) return true;
  let language: string | undefined;
  try {
    language = languageNames.of(code);
  } catch {
    return false;
  }
  return language !== undefined && fg.sync(['**/*.{md,mdx}'], { cwd: path.join(root, layout.translationsDir(code)), deep: 4 }).length > 0;
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
  const before = layout.translationsPattern.split('{locale}')[0]!;
  // A link from one content folder into another (docs/ and i18n/) stays inside the site's content.
  const links = [
    ...layout.contentFolders.map((folder) => checkLinks(root, folder, [...trusted, ...layout.contentFolders], false)),
    checkLinks(root, staticFolder, trusted, true),
  ];
  const refused = links.flatMap((l) => l.refused);
  const [localeDirs, staticFiles, elsewhere] = await Promise.all([
    fg([`${before}*`], { cwd: root, onlyDirectories: true }),
    fg(['**/*'], { cwd: path.join(root, staticFolder), dot: false, stats: true, ignore: refusedGlobs(refused, staticFolder) }),
    misplaced(root, layout, locales, defaultLocale, docusaurus),
  ]);
  const base = readTree(root, layout.docsDir, defaultLocale, refused, layout.exclude);
  const trees = others.map((locale) => readTree(root, layout.translationsDir(locale), locale, refused, layout.exclude));
  base.sources.sort(byRel);
  const sources: Source[] = base.sources.map((s) => ({ ...s, fallback: false }));
  const categories = [...base.categories];
  const catalogs: SidebarCatalog[] = [];
  const orphans: Content['orphans'] = [];
  const diagnostics = [...links.flatMap((l) => l.diagnostics), ...base.diagnostics, ...elsewhere, ...fileNameProblems(base.sources)];
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

  for (const dir of localeDirs.sort()) {
    const code = dir.slice(before.length);
    if (!locales.includes(code) && isLocaleFolder(root, layout, code)) {
      diagnostics.push(
        new UnusedLocaleFolder(`locale folder "${dir}" is not a configured locale, so it is not published`, {
          file: dir,
          hint: `Configured locales: ${locales.join(', ')}. Rename the folder or add "${code}" to i18n.locales.`,
        }).toDiagnostic(),
      );
    }
  }

  others.forEach((locale, i) => {
    const tree = trees[i]!;
    categories.push(...tree.categories);
    diagnostics.push(...tree.diagnostics, ...fileNameProblems(tree.sources));
    for (const [file, stamp] of tree.others) docFileStamps.set(file, stamp);
    const catalogFile = layout.catalogFile(locale);
    let catalogText: string | Diagnostic | undefined;
    try {
      catalogText = decodeText(readFileSync(path.join(root, catalogFile)), catalogFile);
    } catch {
      catalogText = undefined;
    }
    const catalog = typeof catalogText === 'string' ? parseCatalog(catalogText, catalogFile, locale) : catalogText;
    if (catalog && 'severity' in catalog) diagnostics.push(catalog);
    else if (catalog) catalogs.push(catalog);
    const translated = new Map(tree.sources.map((s) => [s.relPath, s]));
    for (const s of tree.sources.filter((t) => !originals.has(t.relPath))) {
      orphans.push({ locale, file: s.file });
      diagnostics.push(
        new OrphanTranslation(`translation "${s.file}" has no original "${layout.docsDir}/${s.relPath}", so it is not published`, {
          file: s.file,
          hint: `Translations mirror the paths under ${layout.docsDir}; move or rename it.`,
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
  return { sources, categories, catalogs, staticFiles: staticFiles.map((f) => f.path), staticStamps, docFiles, docFileStamps, excluded: base.excluded, orphans, diagnostics };
}
