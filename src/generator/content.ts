// The content edge: reads content/docs, content/i18n/<locale>/docs, _category_.json and static/.
// In: the site root and its locales; out: Sources (one per locale and doc, fallbacks flagged),
// Categories, the static file list and diagnostics for files that cannot be used.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { z } from 'zod';
import { InvalidCategory, LegaldocsError, OrphanTranslation, UnreadableFile, UnusedLocaleFolder, type Diagnostic } from '../diagnostics/diagnostic.ts';
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
}

/** A folder's `_category_.json`, in one locale (translations override the label). */
export interface Category {
  locale: string;
  /** Folder relative to the docs folder, e.g. `overwolf/website`. */
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
}

export interface Content {
  sources: Source[];
  categories: Category[];
  /** Files under static/, relative to it (posix). */
  staticFiles: string[];
  /** Each static file's size and modification time: a file replaced under the same name changes it. */
  staticStamps: string[];
  diagnostics: Diagnostic[];
}

const categorySchema = z.object({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  description: z.string().optional(),
});

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a file as UTF-8 text; binary and malformed files become a diagnostic instead. */
export function decodeText(bytes: Uint8Array, file: string): string | Diagnostic {
  if (bytes.includes(0)) {
    return new UnreadableFile(`"${file}" is a binary file, not markdown`, { file, hint: 'Move images and other files to static/ and link to them.' }).toDiagnostic();
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
function jsonErrorLine(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message);
  if (position) return text.slice(0, Number(position[1])).split('\n').length;
  const quoted = /"(?:\.\.\.)?([\s\S]*?)(?:\.\.\.)?" is not valid JSON/.exec(message);
  const at = quoted?.[1] ? text.indexOf(quoted[1]) : -1;
  return at === -1 ? undefined : text.slice(0, at).split('\n').length;
}

function parseCategory(text: string, file: string, dir: string, locale: string): Category | Diagnostic {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const line = jsonErrorLine(text, (error as Error).message);
    return new InvalidCategory(`invalid JSON in "${file}": ${(error as Error).message}`, { file, line, hint: 'Write it as { "label": "…", "position": 1 }.' }).toDiagnostic();
  }
  const result = categorySchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return new InvalidCategory(`"${file}" key "${issue.path.join('.')}": ${issue.message.replace(/^Invalid input: /, '')}`, {
      file,
      hint: 'Allowed keys: label (text), position (number), collapsed (true/false).',
    }).toDiagnostic();
  }
  const { label, position, collapsed } = result.data;
  const category: Category = { locale, dir, file };
  if (label !== undefined) category.label = label;
  if (position !== undefined) category.position = position;
  if (collapsed !== undefined) category.collapsed = collapsed;
  return category;
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

function readTree(root: string, docsDir: string, locale: string, refused: readonly string[]) {
  const files = fg.sync(['**/*.md', '**/*.mdx', '**/_category_.json'], { cwd: path.join(root, docsDir), dot: false, ignore: refusedGlobs(refused, docsDir) });
  files.sort();
  const sources: Omit<Source, 'fallback'>[] = [];
  const categories: Category[] = [];
  const diagnostics: Diagnostic[] = [];
  // Listed and read synchronously, one file after another: twice as fast as promises for thousands
  // of small files (no thread-pool round trips for open, stat, read and close), one file open at a time.
  for (const rel of files) {
    const file = path.posix.join(docsDir, rel);
    const absolute = path.join(root, file);
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
    } else if (rel.endsWith('_category_.json')) {
      const c = parseCategory(text, file, path.posix.dirname(rel), locale);
      if ('severity' in c) diagnostics.push(c);
      else categories.push(c);
    } else {
      sources.push({ locale, relPath: rel, file, text, mtime: Math.floor(statSync(absolute).mtimeMs / 1000) });
    }
  }
  return { sources, categories, diagnostics };
}

/**
 * Reads the documents and categories of the locales in `read` (default locale first); `locales`
 * is every configured locale, to tell an unconfigured locale folder from one not read this time.
 * Symbolic links may lead only into their own folder (content/, static/) or a `trusted` one.
 */
export async function readContent(root: string, locales: readonly string[], defaultLocale: string, read: readonly string[] = locales, trusted: readonly string[] = []): Promise<Content> {
  try {
    return await readFolders(root, locales, defaultLocale, read, trusted);
  } catch (error) {
    // A folder that cannot be listed stops the reading: its documents are unknown.
    throw new LegaldocsError([unreadable(root, error)]);
  }
}

async function readFolders(root: string, locales: readonly string[], defaultLocale: string, read: readonly string[], trusted: readonly string[]): Promise<Content> {
  // Code-unit order, not localeCompare: the order decides duplicate claims and must not depend
  // on the machine's locale.
  const byRel = (a: { relPath: string }, b: { relPath: string }) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0);
  const others = read.filter((l) => l !== defaultLocale);
  const links = [checkLinks(root, 'content', trusted, false), checkLinks(root, 'static', trusted, true)];
  const refused = links.flatMap((l) => l.refused);
  const [localeDirs, staticFiles] = await Promise.all([
    fg(['content/i18n/*'], { cwd: root, onlyDirectories: true }),
    fg(['**/*'], { cwd: path.join(root, 'static'), dot: false, stats: true, ignore: refusedGlobs(refused, 'static') }),
  ]);
  const base = readTree(root, 'content/docs', defaultLocale, refused);
  const trees = others.map((locale) => readTree(root, `content/i18n/${locale}/docs`, locale, refused));
  base.sources.sort(byRel);
  const sources: Source[] = base.sources.map((s) => ({ ...s, fallback: false }));
  const categories = [...base.categories];
  const diagnostics = [...links.flatMap((l) => l.diagnostics), ...base.diagnostics];
  const originals = new Set(base.sources.map((s) => s.relPath));

  for (const dir of localeDirs.sort()) {
    const code = path.posix.basename(dir);
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
    const translated = new Map(tree.sources.map((s) => [s.relPath, s]));
    for (const s of tree.sources) {
      if (!originals.has(s.relPath)) {
        diagnostics.push(
          new OrphanTranslation(`translation "${s.file}" has no original "content/docs/${s.relPath}", so it is not published`, {
            file: s.file,
            hint: 'Translations mirror the paths under content/docs; move or rename it.',
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
  return { sources, categories, staticFiles: staticFiles.map((f) => f.path), staticStamps, diagnostics };
}
