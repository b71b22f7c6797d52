// Where a site's caches live (parsed documents, the client bundle, the last output's record and
// pages), and whether what is there may be used: a cache another version of legaldocs made is
// emptied, and damaged entries are set aside; either way one note says so.
// In: the site root and the folder asked for (--cache-dir, else the config's cacheDir); out: an
// absolute path, a prepared folder, and the note.

import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CacheIgnored, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { markWriter, removeLeftovers, temporarySuffix } from './cache-writers.ts';
import { cacheMark } from './owned-folders.ts';
import { toolVersion } from './tool.ts';

/**
 * The folder asked for (relative to the site root), else `node_modules/.cache/legaldocs` in a site
 * that has node_modules (where JavaScript tools keep caches), else `.legaldocs-cache`: a folder of
 * markdown alone never gets a node_modules of ours.
 */
export function cacheDirectory(root: string, chosen?: string): string {
  if (chosen !== undefined) return path.resolve(root, chosen);
  return path.join(root, existsSync(path.join(root, 'node_modules')) ? defaultCacheDirs.javascript : defaultCacheDirs.plain);
}

/** The default cache folders, relative to the site root: in a JavaScript project, and in a folder of markdown. */
export const defaultCacheDirs = { javascript: 'node_modules/.cache/legaldocs', plain: '.legaldocs-cache' };

const prepared = new Set<string>();
/** Per cache folder: the version that made what this run found there and emptied. */
const replaced = new Map<string, string>();
/** Entries found damaged this run (made again instead). */
const damaged = new Set<string>();

/** The stamp naming who made a cache: entries are V8-serialised, a format tied to the V8 version too. */
const stampFile = cacheMark;
const stamp = JSON.stringify({ legaldocs: toolVersion, v8: process.versions.v8 });

/**
 * Empties a cache folder that another version of legaldocs made, keeping its .gitignore. Only a
 * folder carrying legaldocs's stamp is ever emptied: one without (a default folder from before
 * stamps) is used as it is, since every entry is checked before use.
 */
function replaceForeignCache(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  let found: string | undefined;
  try {
    found = readFileSync(path.join(dir, stampFile), 'utf8');
  } catch {
    // No stamp: a new folder, or not legaldocs's to empty.
  }
  const content = names.filter((n) => n !== '.gitignore' && n !== stampFile);
  if (found === stamp || found === undefined) return;
  let by = 'an earlier version of legaldocs';
  try {
    const made = JSON.parse(found ?? '') as { legaldocs?: unknown; v8?: unknown };
    by = made.legaldocs === toolVersion ? `legaldocs ${toolVersion} on another Node.js (V8 ${String(made.v8)})` : `legaldocs ${String(made.legaldocs)}`;
  } catch {
    // A damaged stamp counts as another version's.
  }
  replaced.set(dir, by);
  for (const name of content) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/**
 * Creates the folder with a `.gitignore` of `*` in it, so the cache is never committed by accident,
 * and empties it first if another version of legaldocs made it. Caches are best-effort: a folder
 * that cannot be made (read-only, a full disk) only makes the next run slower, so this never throws.
 */
export async function prepareCacheDir(dir: string): Promise<void> {
  if (prepared.has(dir) && existsSync(dir)) return;
  try {
    replaceForeignCache(dir);
    await mkdir(dir, { recursive: true });
    removeLeftovers(dir);
    markWriter(dir);
    const ignore = path.join(dir, '.gitignore');
    if (!existsSync(ignore)) writeWhole(ignore, '# legaldocs cache: safe to delete, and to persist between CI runs.\n*\n');
    // Whole or not at all: a stamp cut short reads as another version's, which empties the cache.
    writeWhole(path.join(dir, stampFile), stamp);
    prepared.add(dir);
  } catch {
    // Left to the writes, which skip what they cannot write.
  }
}

/**
 * Writes a cache file whole: under a temporary name, then renamed over it, so a reader (another
 * build at the same time, or the run after an interrupted one) sees the old file or the new, never
 * part of one. A write that fails part-way (a full disk) removes its temporary file; one a killed
 * process left is removed by a later run (cache-writers.ts). Throws what the write throws; callers
 * treat a cache they cannot write as absent.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = `${file}${temporarySuffix(process.pid)}`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Records a cache entry that failed its check (it is made again): the run's note counts it. */
export function noteDamagedCache(file: string): void {
  damaged.add(file);
}

/**
 * One note for what this process found unusable in the cache folder `dir` — another version's
 * cache, damaged entries — or none. It covers everything found so far, so a build (which reads the
 * site as `check` does, then writes) replaces the note its reading gave with this one.
 */
export function cacheNote(root: string, dir: string): Diagnostic | undefined {
  const inside = [...damaged].filter((file) => file.startsWith(dir + path.sep));
  const by = replaced.get(dir);
  if (!by && !inside.length) return undefined;
  const parts = [
    ...(by ? [`it was made by ${by}, so nothing in it was used`] : []),
    ...(inside.length ? [`${inside.length} damaged ${inside.length === 1 ? 'entry was' : 'entries were'} ignored (${path.relative(dir, inside[0]!)}${inside.length > 1 ? ', …' : ''})`] : []),
  ];
  return new CacheIgnored(`The cache was not trusted: ${parts.join('; ')}. What it lacked was made again, and the cache now holds this run's.`, {
    file: path.relative(root, dir).split(path.sep).join('/') || '.',
  }).toDiagnostic();
}
