// `legaldocs version <doc> --date YYYY-MM-DD`: a new version of a document in one step. The text
// in force stays published as an earlier version (a copy beside the archive, in every locale that
// translates it, its links rewritten to lead where they led) and the document takes the new
// effective date, ready for its new text. With versions.fromGit, git keeps the outgoing text, so
// only the date changes. The site is checked before and after: a step that would add an error is
// undone. In: the site, the document and the date; out: the files written and changed, or errors.

import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { defaultConfigPath } from '../config/schema.ts';
import { closest } from '../diagnostics/closest.ts';
import { InvalidVersion, LegaldocsError, UnknownReference, VersionConflict, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { readSite } from '../generator/build/read-site.ts';
import { readSources } from '../generator/build/read-sources.ts';
import { siteLayout } from '../generator/content/layout.ts';
import { scanDoc } from '../generator/dev/scan.ts';
import { isoDate } from '../generator/markdown/frontmatter.ts';
import { docIdentity, docsRoot } from '../generator/site/doc-ids.ts';
import type { Placement } from './relink.ts';
import { versionCopy, withFrontMatter } from './version-copy.ts';

export interface NewVersionOptions {
  root: string;
  /** Config file, relative to root. */
  config?: string;
  /** The document: its id (`legal/terms`), or its file (as a path from the current folder or the site folder). */
  doc: string;
  /** The day the new version takes effect (YYYY-MM-DD). */
  date: string;
  /** Where the outgoing text goes, below the docs folder (and each translations folder); by default `archive/<folder>/<name>-<date>.md`. */
  to?: string;
  /** Say what would be done, and do nothing. */
  dryRun?: boolean;
  /** The cache folder (--cache-dir), relative to root. */
  cacheDir?: string;
  now?: Date;
}

export interface NewVersionResult {
  docId: string;
  /** The document's file, relative to the site root. */
  file: string;
  /** The day the outgoing text took effect, and the day the new version does. */
  previous: string;
  date: string;
  /** The copies of the outgoing text, relative to the site root (none with versions.fromGit). */
  written: string[];
  /** Whether git keeps the outgoing text (versions.fromGit). */
  fromGit: boolean;
  /**
   * Translations nothing said the source text of (no git history, no translation_of or effective
   * date), now given `translation_of: <previous>`: else they would pass for translations of the new text.
   */
  declared: string[];
  /** Warnings the step brought (translations now of an earlier version, say). */
  warnings: Diagnostic[];
}

const fail = (diagnostic: Diagnostic): never => {
  throw new LegaldocsError([diagnostic]);
};

// A problem is the same problem when only its line moved.
const keyOf = (d: Diagnostic) => `${d.severity}\0${d.code}\0${d.message}`;

/** Makes the new version (or, dry, says what it would write). */
export async function newVersion(options: NewVersionOptions): Promise<NewVersionResult> {
  const loaded = await loadConfig(options.root, options.config ?? defaultConfigPath);
  const { config } = loaded;
  const layout = siteLayout(config);
  const run = { root: options.root, ...(options.config ? { config: options.config } : {}), ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}), ...(options.now ? { now: options.now } : {}) };
  const sources = await readSources(run, loaded);
  const own = sources.content.sources.filter((s) => !s.fallback && !s.version);
  const originals = own.filter((s) => s.locale === config.i18n.defaultLocale);
  const root = docsRoot(config);
  const ids = new Map(originals.map((s) => [docIdentity(s.relPath, scanDoc(s).frontMatter, root).id, s]));

  // The document, by id or by file.
  const asFile = [path.resolve(options.doc), path.resolve(options.root, options.doc)].map((f) => path.relative(options.root, f).split(path.sep).join('/'));
  const source = ids.get(options.doc) ?? originals.find((s) => asFile.includes(s.file) || s.relPath === options.doc);
  if (!source) {
    const near = closest(options.doc, [...ids.keys()]);
    return fail(
      new UnknownReference(`"${options.doc}" is not a document of this site`, {
        hint: near ? `Did you mean "${near}"? Name a document by its id or its file.` : `Name a document by its id (its path under ${layout.docsDir} without .md) or its file.`,
      }).toDiagnostic(),
    );
  }
  const scanned = scanDoc(source);
  const id = docIdentity(source.relPath, scanned.frontMatter, root);
  const at = (key: string) => ({ file: source.file, line: scanned.frontMatterAt[key]?.line ?? 1, ...(scanned.frontMatterAt[key] ? { column: scanned.frontMatterAt[key].column } : {}) });
  if (scanned.frontMatter.version_of !== undefined) {
    fail(new InvalidVersion(`"${source.file}" is itself an earlier version of "${scanned.frontMatter.version_of}"`, { ...at('version_of'), hint: `Make the new version of the document: legaldocs version ${scanned.frontMatter.version_of} --date ${options.date}` }).toDiagnostic());
  }
  const previous = scanned.frontMatter.effective_date;
  if (previous === undefined) {
    fail(
      new InvalidVersion(`"${source.file}" has no effective_date, so the text in force cannot be kept as the version of its day`, {
        ...at('title'),
        hint: 'Add `effective_date: YYYY-MM-DD` (the day the text now in force took effect) to its front matter, then run this again.',
      }).toDiagnostic(),
    );
  }
  if (!isoDate.safeParse(options.date).success) fail(new InvalidVersion(`--date "${options.date}" is not a calendar date written YYYY-MM-DD`, { hint: 'Give the day the new version takes effect, e.g. --date 2026-09-01.' }).toDiagnostic());
  if (options.date <= previous!) {
    fail(
      new VersionConflict(`the new version must take effect after the one in force, which took effect on ${previous}`, {
        ...at('effective_date'),
        hint: `Give a --date after ${previous}. To correct the text in force without a new version, edit it (and declare the correction with last_update).`,
      }).toDiagnostic(),
    );
  }

  const fromGit = config.versions.fromGit;
  const dir = path.posix.dirname(source.relPath);
  const ext = path.posix.extname(source.relPath);
  const copyRel = path.posix.normalize(options.to ?? path.posix.join('archive', dir, `${path.posix.basename(source.relPath, ext)}-${previous}${ext}`));
  if (!/\.mdx?$/i.test(copyRel) || copyRel.startsWith('../') || path.posix.isAbsolute(copyRel)) {
    fail(new InvalidVersion(`--to "${options.to}" is not a document's path below the docs folder`, { hint: `Give a path ending in .md below ${layout.docsDir}, e.g. --to archive/${dir === '.' ? '' : `${dir}/`}${path.posix.basename(source.relPath, ext)}-${previous}.md` }).toDiagnostic());
  }
  const place = (relPath: string, fm: { id?: string; slug?: string }): Placement => {
    const { sitePath, folder } = docIdentity(relPath, fm, root);
    return { relPath, linkBase: folder ? `${sitePath}/` : sitePath };
  };
  const from = place(source.relPath, scanned.frontMatter);
  const to = place(copyRel, {});
  const translations = own.filter((s) => s.relPath === source.relPath);
  const copies = fromGit
    ? []
    : translations.map((s) => {
        const folder = s.locale === config.i18n.defaultLocale ? layout.docsDir : layout.translationsDir(s.locale);
        const copy = versionCopy(s.text, from, to, s.locale === config.i18n.defaultLocale ? { versionOf: { id: id.id, date: previous! } } : {});
        return { file: path.posix.join(folder, copyRel), text: copy };
      });
  const taken = copies.find((c) => existsSync(path.join(options.root, c.file)));
  if (taken) {
    fail(new VersionConflict(`"${taken.file}" already exists`, { file: taken.file, hint: 'An earlier version may already be kept there: choose another place with --to, or remove that file.' }).toDiagnostic());
  }
  // Checked before and after: the step is kept only when it adds no error.
  const checked = await readSite(run);
  const before = checked.diagnostics;
  const undeclared = translations.filter((s) => s.locale !== config.i18n.defaultLocale && checked.site.translations.statuses[s.locale]?.[id.id]?.known === 'none');
  const result = { docId: id.id, file: source.file, previous: previous!, date: options.date, written: copies.map((c) => c.file), fromGit, declared: undeclared.map((s) => s.file), warnings: [] as Diagnostic[] };
  if (options.dryRun) return result;

  // The files changed, with their text before, and what this step made, to be removed if it is
  // undone: files, and the folders made for them.
  const changed = await Promise.all(
    [source, ...undeclared].map(async (s) => {
      const file = path.join(options.root, s.file);
      const text = await readFile(file, 'utf8');
      return { file, text, next: s === source ? withFrontMatter(text, 'effective_date', options.date) : withFrontMatter(text, 'translation_of', previous!) };
    }),
  );
  const made: string[] = [];
  const undo = async () => {
    for (const { file, text } of changed) await writeFile(file, text);
    for (const item of made.reverse()) await rm(item, { recursive: true, force: true });
  };
  try {
    for (const copy of copies) {
      const target = path.join(options.root, copy.file);
      const folder = await mkdir(path.dirname(target), { recursive: true });
      if (folder) made.push(folder);
      await writeFile(target, copy.text, { flag: 'wx' });
      made.push(target);
    }
    for (const { file, next } of changed) await writeFile(file, next);
    const after = (await readSite(run)).diagnostics;
    const seen = new Map<string, number>();
    for (const d of before) seen.set(keyOf(d), (seen.get(keyOf(d)) ?? 0) + 1);
    const brought = after.filter((d) => {
      const n = seen.get(keyOf(d)) ?? 0;
      if (n) seen.set(keyOf(d), n - 1);
      return n === 0;
    });
    const errors = brought.filter((d) => d.severity === 'error');
    if (errors.length) {
      await undo();
      throw new LegaldocsError([
        ...errors,
        new InvalidVersion(`the new version would bring ${errors.length} error${errors.length === 1 ? '' : 's'} (above), so nothing was changed`, {
          file: source.file,
          hint: 'Fix what they name in the document, or keep the earlier version elsewhere with --to.',
        }).toDiagnostic(),
      ]);
    }
    return { ...result, warnings: brought };
  } catch (error) {
    if (!(error instanceof LegaldocsError)) await undo();
    throw error;
  }
}
