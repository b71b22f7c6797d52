// What a build's inputs are, found without reading the site: every file the site may be made from
// (stat, and a hash only of files whose stat changed), the config, the tool, git's HEAD and the build
// date as far as it counts. Equal fingerprints, equal sites: a build that finds the last one's
// fingerprint and its output folder intact has nothing to do, at any size.
// In: the site root, its config, the build's options and the last build's stamps; out: a fingerprint, and the stamps to record.

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SiteConfig } from '../../config/schema.ts';
import { isDocument, siteLayout, uiStringsPattern } from '../content/layout.ts';
import { sidebarsFileNames } from '../content/sidebars-file.ts';
import { staticFolder } from '../content/read.ts';
import { outputMark } from '../runtime/owned-folders.ts';
import { toolCodeHash } from '../runtime/tool.ts';
import { markdownSalt } from './parse-all.ts';
import { onSchedule, type ScheduleDates } from './sources-key.ts';

/** A file's identity on disk and the hash of its bytes: [size, mtimeMs, ctimeMs, ino, sha256]. */
type Stamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number, hash: string];

/** What a build records of its inputs, for the next build to test before it reads anything. */
export interface InputRecord {
  fingerprint: string;
  /** By path relative to the site root (posix). */
  stamps: Record<string, Stamp>;
  /** When the stamps were taken (ms): a file changed within the same clock tick keeps its stat, so files modified near then are hashed again. */
  takenAt: number;
  /** The effective dates the sources name (sources-key.ts): when one comes, the site changes without any file changing. */
  schedule: ScheduleDates;
  /** Files read outside the folders walked (theme.customCss and what it imports and names): looked at by the next build too. */
  extra: string[];
}

/** The inputs as found now: everything but the schedule, which only reading the sources tells. */
export interface FoundInputs {
  /** A hash of the tool, the config, the options, the files and git's HEAD. */
  base: string;
  stamps: Record<string, Stamp>;
  takenAt: number;
}

/** Modification times this close to when stamps were taken (ms) may hide a later change: such files are hashed again. */
const racyMs = 2000;
const run = promisify(execFile);

/** The folders (walked whole) and files a site may be made from, relative to its root. */
function inputPlaces(config: SiteConfig, configFile: string): { folders: string[]; files: string[] } {
  const layout = siteLayout(config);
  const configDir = path.posix.dirname(configFile.split(path.sep).join('/'));
  const locales = Object.keys(config.i18n.locales);
  const sidebars = typeof config.docs.sidebarPath === 'string' ? [config.docs.sidebarPath] : sidebarsFileNames;
  return {
    // Docusaurus keeps docs versions and their sidebars in folders of their own at the root.
    folders: [...layout.contentFolders, staticFolder, 'versioned_docs', 'versioned_sidebars', ...(configDir === '.' ? [] : [configDir])],
    // The root's own files: the config, a Docusaurus config, sidebars, versions.json …
    files: ['.', configFile, ...sidebars, ...locales.map((l) => uiStringsPattern(config).replace('{locale}', l))],
  };
}

/**
 * Every file below the places, by root-relative path, with its stat. Hidden entries are no content
 * (content/read.ts); output folders (carrying legaldocs's mark) and the cache are not inputs.
 * Symbolic links are followed once each (allowSymlinksTo), so a link's target counts.
 */
function walk(root: string, places: { folders: string[]; files: string[] }, skip: ReadonlySet<string>): Map<string, Stats> {
  const found = new Map<string, Stats>();
  const seen = new Set<string>();
  const visit = (rel: string, depth: number) => {
    const absolute = path.join(root, rel);
    const stats = statSync(absolute, { throwIfNoEntry: false });
    if (!stats || skip.has(absolute)) return;
    if (!stats.isDirectory()) {
      found.set(rel, stats);
      return;
    }
    // `depth` 0: the root itself, whose own files count but whose folders are walked only when named.
    const real = realpathSync(absolute);
    if (seen.has(real)) return;
    seen.add(real);
    const names = readdirSync(absolute).sort();
    if (names.includes(outputMark)) return;
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const child = rel === '.' ? name : `${rel}/${name}`;
      if (depth === 0 && statSync(path.join(root, child), { throwIfNoEntry: false })?.isDirectory()) continue;
      visit(child, depth + 1);
    }
  };
  for (const file of places.files) {
    const rel = path.posix.normalize(file.split(path.sep).join('/'));
    if (rel === '.') visit('.', 0);
    else if (!found.has(rel)) {
      const stats = statSync(path.join(root, rel), { throwIfNoEntry: false });
      if (stats?.isFile()) found.set(rel, stats);
    }
  }
  for (const folder of places.folders) visit(path.posix.normalize(folder), 1);
  return found;
}

/** Git's HEAD and whether the clone is shallow ('' outside a repository): commit dates and versions from git follow it. */
async function gitState(root: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', 'HEAD', '--is-shallow-repository'], { cwd: root });
    return stdout.trim();
  } catch {
    return '';
  }
}

export interface InputOptions {
  root: string;
  config: SiteConfig;
  configFile: string;
  /** The output and cache folders, absolute: not inputs. */
  outDir: string;
  cacheDir: string;
  /** What else of the run changes the output (the locales built, PDFs and the browser printing them, the year). */
  salt: unknown;
  /** Files outside the folders walked that the site reads, relative to the root. */
  extra: string[];
}

/** The inputs as they are now; a file whose stat is as `previous` recorded it (and not racy) keeps its recorded hash. */
export async function foundInputs(options: InputOptions, previous?: InputRecord): Promise<FoundInputs> {
  const { root } = options;
  const takenAt = Date.now();
  const git = gitState(root);
  const places = inputPlaces(options.config, options.configFile);
  const files = walk(root, { ...places, files: [...places.files, ...options.extra] }, new Set([options.outDir, options.cacheDir].map((f) => path.resolve(f))));
  const stamps: Record<string, Stamp> = {};
  const hash = createHash('sha256').update(toolCodeHash()).update(await markdownSalt()).update(JSON.stringify([options.configFile, options.config, options.salt]));
  for (const rel of [...files.keys()].sort()) {
    const s = files.get(rel)!;
    const old = previous?.stamps[rel];
    const same = old && old[0] === s.size && old[1] === s.mtimeMs && old[2] === s.ctimeMs && old[3] === s.ino && s.mtimeMs < previous.takenAt - racyMs;
    const digest = same ? old[4] : createHash('sha256').update(readFileSync(path.join(root, rel))).digest('hex');
    stamps[rel] = [s.size, s.mtimeMs, s.ctimeMs, s.ino, digest];
    // A document's modification time is its last-updated date of last resort.
    hash.update(JSON.stringify([rel, digest, isDocument(rel) ? Math.floor(s.mtimeMs / 1000) : 0]));
  }
  hash.update(await git);
  return { base: hash.digest('hex'), stamps, takenAt };
}

/** The fingerprint of the inputs found, on the build date `today` (YYYY-MM-DD) with the sources' effective dates. */
export const fingerprintOf = (found: FoundInputs, schedule: ScheduleDates, today: string): string =>
  createHash('sha256').update(found.base).update(JSON.stringify(onSchedule(schedule, today))).digest('hex');

/**
 * The record of the inputs a build was made from, for the next build. `extra` are the files read
 * outside the folders walked: one the look before reading missed (a stylesheet newly imported)
 * leaves the record without a fingerprint, so the next build reads the sources again.
 */
export function inputRecord(found: FoundInputs, schedule: ScheduleDates, today: string, extra: readonly string[]): InputRecord {
  const seen = extra.map((f) => path.posix.normalize(f.split(path.sep).join('/'))).every((f) => f in found.stamps);
  return { fingerprint: seen ? fingerprintOf(found, schedule, today) : '', stamps: found.stamps, takenAt: found.takenAt, schedule, extra: [...extra] };
}
