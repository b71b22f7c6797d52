// The content edge: reads the docs folder, each locale's translations, _category_ files, sidebar
// label catalogs and static/, where the layout (layout.ts) says they are. In: the site root, its
// layout and locales; out: Sources (one per locale and doc, fallbacks flagged), Categories,
// catalogs, the static file list, the other files beside the documents (images, PDFs: published
// when a document refers to them) and diagnostics for files that cannot be used or are not read.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { InvalidCategory, InvalidSidebars, LegaldocsError, MisplacedContent, NoDocuments, OrphanTranslation, UnreadableFile, UnusedLocaleFolder, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { contentLayout, layouts, type ContentLayout } from './layout.ts';
import type { CategoryLink } from './sidebar-items.ts';
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

/** A folder's `_category_.json` or `.yml`, in one locale (translations override the label). */
export interface Category {
  locale: string;
  /** Folder relative to the docs folder, e.g. `overwolf/website`. */
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** Where the category's label leads; null: nowhere, not even to the folder's index document. */
  link?: CategoryLink | null;
  /** The key its label is translated under in a sidebar label catalog (its label by default). */
  key?: string;
  description?: string;
}

/** A locale's sidebar label catalog (Docusaurus's `current.json`): translation key → text. */
export interface SidebarCatalog {
  locale: string;
  file: string;
  messages: Record<string, string>;
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
  diagnostics: Diagnostic[];
}

/** The folder copied into the site as it is, relative to the site root. */
export const staticFolder = 'static';

const categoryLink = z.union([
  z.object({ type: z.literal('doc'), id: z.string() }).strict(),
  z.object({ type: z.literal('generated-index'), slug: z.string().optional(), title: z.string().optional(), description: z.string().optional(), image: z.string().optional(), keywords: z.unknown().optional() }).strict(),
  z.null(),
]);

// Docusaurus's keys; className and customProps only style a category and are accepted unused.
const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    description: z.string().optional(),
    link: categoryLink.optional(),
    key: z.string().optional(),
    className: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a file as UTF-8 text; binary and malformed files become a diagnostic instead. */
export function decodeText(bytes: Uint8Array, file: string): string | Diagnostic {
  if (bytes.includes(0)) {
    return new UnreadableFile(`"${file}" is a binary file, not markdown`, { file, hint: 'Rename it: only documents end in .md or .mdx. Images and other files beside the documents keep their own extension.' }).toDiagnostic();
  }
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    return new UnreadableFile(`"${file}" is not valid UTF-8`, { file, line, hint: 'Save the file with UTF-8 encoding.' }).toDiagnostic();
  }
}

/**
 * The line of a JSON.parse error. V8 names a position for some errors and only quotes the text
 * around the fault for others ("Unexpected token ',', ...\"osition\": ,\n}\" is not valid JSON").
 */
export function jsonErrorLine(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message);
  if (position) return text.slice(0, Number(position[1])).split('\n').length;
  const quoted = /"(?:\.\.\.)?([\s\S]*?)(?:\.\.\.)?" is not valid JSON/.exec(message);
  const at = quoted?.[1] ? text.indexOf(quoted[1]) : -1;
  return at === -1 ? undefined : text.slice(0, at).split('\n').length;
}

/** Parses JSON, or YAML for `.yml`/`.yaml`, into a value or a located problem message. */
function parseData(text: string, file: string): { value: unknown } | { error: string; line?: number; column?: number } {
  if (/\.ya?ml$/i.test(file)) {
    const doc = parseDocument(text, { prettyErrors: true });
    const error = doc.errors[0];
    if (error) return { error: `invalid YAML in "${file}": ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, line: error.linePos?.[0].line, column: error.linePos?.[0].col };
    return { value: doc.toJS() };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `invalid JSON in "${file}": ${(error as Error).message}`, line: jsonErrorLine(text, (error as Error).message) };
  }
}

/** The line of `key:` (YAML) or `"key":` (JSON) in a small file, for a diagnostic about it. */
function keyLine(text: string, key: string): number | undefined {
  const index = text.split('\n').findIndex((l) => new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(l));
  return index === -1 ? undefined : index + 1;
}

function parseCategory(text: string, file: string, dir: string, locale: string): Category | Diagnostic {
  const parsed = parseData(text, file);
  if ('error' in parsed) {
    return new InvalidCategory(parsed.error, { file, line: parsed.line, column: parsed.column, hint: 'Write it as { "label": "…", "position": 1 }, or in YAML as label: … lines.' }).toDiagnostic();
  }
  const result = categorySchema.safeParse(parsed.value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
    const what = issue.code === 'unrecognized_keys' ? `unknown key "${key}"` : `key "${issue.path.join('.')}": ${issue.message.replace(/^Invalid input: /, '')}`;
    return new InvalidCategory(`"${file}" ${what}`, {
      file,
      line: keyLine(text, key),
      hint: "Keys: label (text), position (number), collapsed, collapsible (true/false), description, key, link ({ type: 'doc', id } or { type: 'generated-index', title, description, slug }).",
    }).toDiagnostic();
  }
  const { className: _className, customProps: _customProps, link, ...meta } = result.data;
  const category: Category = { locale, dir, file };
  for (const [k, v] of Object.entries(meta)) if (v !== undefined) Object.assign(category, { [k]: v });
  if (link !== undefined) category.link = link === null ? null : link.type === 'doc' ? link : { type: 'generated-index', ...pick(link, ['slug', 'title', 'description']) };
  return category;
}

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]): Partial<Pick<T, K>> => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as Partial<Pick<T, K>>;

/** A sidebar label catalog: Docusaurus's `{ "key": { "message": "…", "description": "…" } }`, or plain text values. */
function parseCatalog(text: string, file: string, locale: string): SidebarCatalog | Diagnostic {
  const parsed = parseData(text, file);
  const problem = (message: string, line?: number) => new InvalidSidebars(message, { file, line, hint: 'Write it as { "sidebar.<id>.category.<label>": { "message": "…" } }, as Docusaurus writes it.' }).toDiagnostic();
  if ('error' in parsed) return problem(parsed.error, parsed.line);
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return problem(`"${file}" must hold a JSON object`, 1);
  const messages: Record<string, string> = {};
  for (const [key, entry] of Object.entries(parsed.value)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return problem(`"${file}" key "${key}" has no "message" text`, keyLine(text, key));
    messages[key] = message;
  }
  return { locale, file, messages };
}

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

const isDocument = (rel: string) => /\.mdx?$/i.test(rel);
const isCategory = (rel: string) => /(^|\/)_category_\.(json|ya?ml)$/.test(rel);

function readTree(root: string, docsDir: string, locale: string, refused: readonly string[]) {
  const files = fg.sync(['**/*'], { cwd: path.join(root, docsDir), dot: false, ignore: refusedGlobs(refused, docsDir) });
  files.sort();
  const sources: Omit<Source, 'fallback'>[] = [];
  const categories: Category[] = [];
  const diagnostics: Diagnostic[] = [];
  const others = new Map<string, string>();
  // Listed and read synchronously, one file after another: twice as fast as promises for thousands
  // of small files (no thread-pool round trips for open, stat, read and close), one file open at a time.
  for (const rel of files) {
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
  return { sources, categories, diagnostics, others };
}

/** What a Docusaurus site may hold that legaldocs does not publish, and what to do instead. */
const unpublished = [
  { glob: 'blog/**/*.{md,mdx}', what: 'blog post', hint: 'legaldocs has no blog: move posts that should stay published into the docs folder as documents.' },
  { glob: 'src/pages/**/*.{md,mdx,js,jsx,ts,tsx}', what: 'page', hint: 'Write them as documents in the docs folder; a document with slug: / is the docs landing page.' },
  { glob: 'versioned_docs/*/**/*.{md,mdx}', what: 'versioned document', hint: 'legaldocs publishes one version: keep earlier versions as dated documents (e.g. docs/archive/…).' },
];

/** The hint for a locale's Docusaurus UI string files: their keys are not legaldocs's, so changes go in that locale's ui.json. */
const uiStringsHint = (file: string) => {
  const locale = file.split('/')[1]!;
  return `Built-in strings cover 11 locales; to change some for ${locale}, write them in "${layouts.docusaurus.uiStrings.replace('{locale}', locale)}" (or the file i18n.uiStrings names) under the keys of src/i18n/locales/en.ts.`;
};

/** Files that configure, translate or replace Docusaurus's own interface, which legaldocs draws its own way; each one found is named. */
const unread: { glob: string; folder?: boolean; why: string; hint: (file: string) => string }[] = [
  {
    glob: 'docusaurus.config.{js,mjs,cjs,ts,mts,cts}',
    why: 'legaldocs takes its settings from its own config file',
    hint: () => "Set title, url, baseUrl, i18n, navbar and footer in the legaldocs config (config/legal-docs.config.ts by default); the README's config reference lists every key.",
  },
  { glob: 'i18n/*/code.json', why: 'legaldocs has its own interface strings', hint: uiStringsHint },
  {
    glob: 'i18n/*/docusaurus-theme-classic/*.json',
    why: 'legaldocs has its own interface strings',
    hint: (file) => `The navbar title and footer copyright take a text per locale in the legaldocs config ({ en: '…', '${file.split('/')[1]}': '…' }). ${uiStringsHint(file)}`,
  },
  {
    glob: 'src/theme',
    folder: true,
    why: 'legaldocs renders pages with its own components, so swizzled ones are not used',
    hint: () => 'Move what they added into the legaldocs config (navbar, footer, announcementBar, head) or into the documents, as markdown or raw HTML.',
  },
];

/**
 * Folders where the other layouts keep documents or translations, and (in a Docusaurus site) the
 * blog, pages, versions, config, theme and its translations: content there is not read, which a warning says.
 */
async function misplaced(root: string, layout: ContentLayout, locales: readonly string[], defaultLocale: string, docusaurus: boolean): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const { glob, what, hint } of docusaurus ? unpublished : []) {
    const found = await fg([glob], { cwd: root }).catch(() => []);
    const folder = glob.split('/*')[0]!;
    const many = found.length > 1;
    if (found.length) out.push(new MisplacedContent(`${found.length} ${what}${many ? 's' : ''} in "${folder}" ${many ? 'are' : 'is'} not published`, { file: folder, hint }).toDiagnostic());
  }
  for (const { glob, folder, why, hint } of docusaurus ? unread : []) {
    const found = await fg([glob], { cwd: root, onlyDirectories: folder ?? false }).catch(() => []);
    for (const file of found.sort()) out.push(new MisplacedContent(`"${file}" is not read: ${why}`, { file, hint: hint(file) }).toDiagnostic());
  }
  for (const [name, preset] of Object.entries(layouts)) {
    const other = contentLayout(preset.docs, preset.translations);
    const setting = `layout: '${name}'`;
    if (other.docsDir !== layout.docsDir && !other.docsDir.startsWith(`${layout.docsDir}/`)) {
      const found = await fg(['**/*.{md,mdx}'], { cwd: path.join(root, other.docsDir), deep: 3 }).catch(() => []);
      if (found.length) {
        out.push(
          new MisplacedContent(`documents in "${other.docsDir}" are not read: this site reads documents from "${layout.docsDir}"`, {
            file: other.docsDir,
            hint: `Move them to "${layout.docsDir}", or set ${setting} (or docs.path) in the config if this is the site's content.`,
          }).toDiagnostic(),
        );
      }
    }
    if (other.translationsPattern === layout.translationsPattern) continue;
    const [before = '', after = ''] = other.translationsPattern.split('{locale}');
    const dirs = await fg([`${before}*${after}`], { cwd: root, onlyDirectories: true }).catch(() => []);
    for (const dir of dirs.sort()) {
      const code = dir.slice(before.length, dir.length - after.length);
      const where = code !== defaultLocale && locales.includes(code) ? `; its translations belong in "${layout.translationsDir(code)}"` : '';
      out.push(
        new MisplacedContent(`translations in "${dir}" are not read: this site reads translations from "${layout.translationsPattern}"${where}`, {
          file: dir,
          hint: `Move the folder there, or set ${setting} (or docs.translationsPath) in the config if this is where the site keeps translations.`,
        }).toDiagnostic(),
      );
    }
  }
  return out;
}

/**
 * Reads the documents and categories of the locales in `read` (default locale first); `locales`
 * is every configured locale, to tell an unconfigured locale folder from one not read this time.
 * `docusaurus`: the site is a Docusaurus site, whose blog, pages and versions are named if present.
 * Symbolic links may lead only into their own folder (the content folders, static/) or a `trusted` one.
 */
export async function readContent(
  root: string,
  layout: ContentLayout,
  locales: readonly string[],
  defaultLocale: string,
  read: readonly string[] = locales,
  docusaurus = false,
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
  docusaurus: boolean,
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
  const base = readTree(root, layout.docsDir, defaultLocale, refused);
  const trees = others.map((locale) => readTree(root, layout.translationsDir(locale), locale, refused));
  base.sources.sort(byRel);
  const sources: Source[] = base.sources.map((s) => ({ ...s, fallback: false }));
  const categories = [...base.categories];
  const catalogs: SidebarCatalog[] = [];
  const diagnostics = [...links.flatMap((l) => l.diagnostics), ...base.diagnostics, ...elsewhere];
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
    if (!locales.includes(code)) {
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
    diagnostics.push(...tree.diagnostics);
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
    for (const s of tree.sources) {
      if (!originals.has(s.relPath)) {
        diagnostics.push(
          new OrphanTranslation(`translation "${s.file}" has no original "${layout.docsDir}/${s.relPath}", so it is not published`, {
            file: s.file,
            hint: `Translations mirror the paths under ${layout.docsDir}; move or rename it.`,
          }).toDiagnostic(),
        );
      }
    }
    for (const original of base.sources) {
      const t = translated.get(original.relPath);
      sources.push(t ? { ...t, fallback: false } : { ...original, locale, fallback: true });
    }
  });
  staticFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const staticStamps = staticFiles.map((f) => `${f.path}\0${f.stats!.size}\0${f.stats!.mtimeMs}`);
  return { sources, categories, catalogs, staticFiles: staticFiles.map((f) => f.path), staticStamps, docFiles: [...docFileStamps.keys()].sort(), docFileStamps, diagnostics };
}
