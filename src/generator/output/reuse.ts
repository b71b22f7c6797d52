// What a build may take unchanged from the previous one. Each written file is recorded with a key
// (a hash of what it was made from, or of its bytes) and the identity of the file on disk (inode,
// size, modification time), under a key for the whole site's inputs. A later build links a file
// into the new output instead of making it again when its key is the same, or, for a site whose
// inputs are all unchanged, whenever the file is intact; and when the whole folder is as recorded,
// the build leaves it as it is. A file edited, replaced or added by hand since then no longer
// matches the record and is made afresh (or, added, removed). Pages are also kept in the cache's
// page store (store.ts), which a build with no previous output — a fresh checkout in CI — links from.
// The record also keeps what the build said (its diagnostics and counts), so a build that finds
// nothing changed says it again without reading the site past its sources.
// In: the cache folder, the output folder and the keys; out: reuse tests, and the new record.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { noteDamagedCache, prepareCacheDir, writeWhole } from '../runtime/cache-dir.ts';
import { pageStore, type PageStore } from './store.ts';
import type { Reused } from './write.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { TranslationTotals } from '../check/translation-report.ts';
import type { CommitDated } from '../site/site.ts';

type FileRecord = [key: string, ino: number, size: number, mtimeMs: number];

/** What a build said about the site it wrote, for a build of the same inputs to say again. */
export interface BuildSummary {
  diagnostics: Diagnostic[];
  pagesPerLocale: Record<string, number>;
  pdfs: number;
  commitDated: CommitDated[];
  /** Per locale, the translations not up to date (the summary's line). */
  translations?: TranslationTotals[];
}

export interface Manifest {
  siteKey: string;
  files: Record<string, FileRecord>;
  summary?: BuildSummary;
  /** What the build made of its inputs before reading them (build/input-stamps.ts): opaque here. */
  inputs?: unknown;
}

export interface PreviousOutput {
  /** The previous build's file for `rel` when it was made with the same `key`, else the page store's entry for `key` (both to link). */
  reusable(rel: string, key: string): Reused | undefined;
  /** When the site's inputs are unchanged: the previous build's file for `rel` and its key. */
  unchanged(rel: string): { from: string; key: string } | undefined;
  /**
   * True when the site's inputs are unchanged and the output folder holds exactly the recorded
   * files, each intact: the folder already is what this build would write.
   */
  untouched(): boolean;
  /** What the build that wrote the folder said, when its inputs were these. */
  summary: BuildSummary | undefined;
  /** The cache's page store, as this build found and checked it. */
  store: PageStore;
}

const manifestFile = (cacheDir: string, outDir: string) =>
  path.join(cacheDir, `output-${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);

/** The files the cache recorded as the last build of `outDir` (an output folder made before folders carried legaldocs's mark is known by them). */
export function recordedOutputFiles(cacheDir: string, outDir: string): ReadonlySet<string> | undefined {
  try {
    const read = JSON.parse(readFileSync(manifestFile(cacheDir, outDir), 'utf8')) as Partial<Manifest>;
    return read.files && typeof read.files === 'object' ? new Set(Object.keys(read.files)) : undefined;
  } catch {
    return undefined;
  }
}

/** The record of the last build of `outDir`: none before the first build; a damaged one is noted and counts as none. */
export async function outputRecord(cacheDir: string, outDir: string): Promise<Manifest | undefined> {
  const file = manifestFile(cacheDir, outDir);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const read = JSON.parse(text) as Partial<Manifest>;
    if (typeof read.siteKey === 'string' && read.files && typeof read.files === 'object') return read as Manifest;
  } catch {
    // Noted below.
  }
  noteDamagedCache(file);
  return undefined;
}

/**
 * Checks every recorded file against the disk once; files that changed are not offered. `siteKey`
 * is the key of this build's inputs; `record`, the record when already read.
 */
export async function previousOutput(cacheDir: string, outDir: string, siteKey: string, record?: Manifest): Promise<PreviousOutput> {
  const manifest: Manifest = record ?? (await outputRecord(cacheDir, outDir)) ?? { siteKey: '', files: {} };
  // Stat calls are quick: made one after another, not queued for the thread pool.
  const intact = new Map<string, string>();
  for (const [rel, [key, ino, size, mtimeMs]] of Object.entries(manifest.files)) {
    const s = statSync(path.join(outDir, rel), { throwIfNoEntry: false });
    if (s && s.ino === ino && s.size === size && s.mtimeMs === mtimeMs) intact.set(rel, key);
  }
  const sameSite = manifest.siteKey === siteKey;
  const recorded = Object.keys(manifest.files).length;
  const store = pageStore(cacheDir);
  return {
    store,
    summary: sameSite ? manifest.summary : undefined,
    untouched() {
      if (!sameSite || !recorded || intact.size !== recorded) return false;
      const found = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory());
      return found.length === recorded && found.every((e) => intact.has(path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')));
    },
    reusable(rel, key) {
      if (intact.get(rel) === key) return { from: path.join(outDir, rel) };
      const stored = store.find(key);
      return stored ? { from: stored } : undefined;
    },
    unchanged(rel) {
      const key = intact.get(rel);
      return sameSite && key !== undefined ? { from: path.join(outDir, rel), key } : undefined;
    },
  };
}

/** What recordOutput records about a build. */
export interface OutputRecord {
  /** The key of the site's inputs. */
  siteKey: string;
  /** Every file written, with its key. */
  keys: ReadonlyMap<string, string>;
  /** Files to file in the page store (pages, made from their inputs rather than keyed by their bytes). */
  stored?: (rel: string) => boolean;
  /** The previous output, whose page store knows which entries it found damaged. */
  previous?: PreviousOutput;
  summary?: BuildSummary;
  /** What the build made of its inputs before reading them (build/input-stamps.ts). */
  inputs?: unknown;
}

/** Records the files just written to `outDir` with their keys and what the build said, for the next build, and files pages in the page store. */
export async function recordOutput(cacheDir: string, outDir: string, { siteKey, keys, stored = () => false, previous, summary, inputs }: OutputRecord): Promise<void> {
  const entries = [...keys].map(([rel, key]): [string, FileRecord] => {
    const s = statSync(path.join(outDir, rel));
    return [rel, [key, s.ino, s.size, s.mtimeMs]];
  });
  const manifest: Manifest = { siteKey, files: Object.fromEntries(entries), ...(summary ? { summary } : {}), ...(inputs ? { inputs } : {}) };
  try {
    await prepareCacheDir(cacheDir);
    writeWhole(manifestFile(cacheDir, outDir), JSON.stringify(manifest));
    (previous?.store ?? pageStore(cacheDir)).record(outDir, new Map([...keys].filter(([rel]) => stored(rel))));
  } catch {
    // Without a record (read-only cache, a full disk) the next build makes every file again; a
    // record written in part does not parse and counts as none.
  }
}

/** Puts what a build made of its inputs into the record of an output left as it was (a build that found nothing changed only after reading the sources). */
export async function recordInputs(cacheDir: string, outDir: string, record: Manifest, inputs: unknown): Promise<void> {
  try {
    writeWhole(manifestFile(cacheDir, outDir), JSON.stringify({ ...record, inputs }));
  } catch {
    // As in recordOutput: without it the next build reads the sources again.
  }
}
