// The cache's page store: the last builds' pages (and PDFs) that were made from their inputs, so a
// build on a fresh checkout — where CI restores the cache folder but not the output folder — links
// an unchanged page instead of rendering it again. Entries are filed by the sha256 of their bytes,
// so a page is held once however many keys made it, and each is a hard link to the output's own
// file (a copy-on-write clone, or a copy, only where the cache lies on another file system): the
// store costs no second copy of the output. An entry is checked against its sha256 before it is used,
// so one changed since (an output page edited in place, which a link shares) is dropped, never
// served; the store keeps what the last two builds used, so it holds at most two builds' pages.
// In: the cache folder, keys and the files just written; out: verified entries to link, the new index.

import { constants, copyFileSync, linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { noteDamagedCache, writeWhole } from '../runtime/cache-dir.ts';
import { sha256 } from '../runtime/sha256.ts';

interface Index {
  generation: number;
  /** A page's key → the sha256 of its bytes, and the last build that used it. */
  keys: Record<string, [sha256: string, generation: number]>;
  /** An entry's sha256 → its size and the last build that used it. */
  entries: Record<string, [size: number, generation: number]>;
}

export interface PageStore {
  /** The entry of the page made under `key`, when its bytes are intact (to link); a damaged entry is dropped and noted. */
  find(key: string): string | undefined;
  /** Files each of `files` (output folder file → key) not already held, and forgets what the last two builds did not use. */
  record(outDir: string, files: ReadonlyMap<string, string>): void;
}


const empty = (): Index => ({ generation: 0, keys: {}, entries: {} });

/** The index; none yet (first build) is empty, and a damaged one (or one of the older layout) is noted and empties the store, whose entries it no longer vouches for. */
function readIndex(dir: string, file: string): Index {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return empty();
  }
  try {
    const read = JSON.parse(text) as Partial<Index>;
    if (typeof read.generation === 'number' && read.keys && typeof read.keys === 'object' && read.entries && typeof read.entries === 'object') return read as Index;
  } catch {
    // Reported below.
  }
  noteDamagedCache(file);
  rmSync(dir, { recursive: true, force: true });
  return empty();
}

/** Makes `to` the same file as `from`: a hard link, else a clone or a copy (another file system). */
function share(from: string, to: string): void {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
  }
}

/** Opens the store in `<cacheDir>/pages`. */
export function pageStore(cacheDir: string): PageStore {
  const dir = path.join(cacheDir, 'pages');
  const indexFile = path.join(dir, 'index.json');
  const index = readIndex(dir, indexFile);
  const entryFile = (hash: string) => path.join(dir, hash.slice(0, 2), hash);
  const drop = (hash: string) => {
    rmSync(entryFile(hash), { force: true });
    delete index.entries[hash];
  };
  return {
    find(key) {
      const hash = index.keys[key]?.[0];
      const entry = hash && index.entries[hash];
      if (!hash || !entry) return undefined;
      const file = entryFile(hash);
      let bytes: Buffer | undefined;
      try {
        bytes = readFileSync(file);
      } catch {
        // Removed by hand or by another build's pruning: made again, nothing to note.
      }
      if (!bytes || bytes.byteLength !== entry[0] || sha256(bytes) !== hash) {
        if (bytes) noteDamagedCache(file);
        drop(hash);
        return undefined;
      }
      return file;
    },
    record(outDir, files) {
      const generation = index.generation + 1;
      try {
        for (const [rel, key] of files) {
          const known = index.keys[key];
          // A page already held stays (find() checks its bytes whenever it is used).
          if (known && index.entries[known[0]]) {
            known[1] = generation;
            index.entries[known[0]]![1] = generation;
            continue;
          }
          const from = path.join(outDir, rel);
          const bytes = readFileSync(from);
          const hash = sha256(bytes);
          index.keys[key] = [hash, generation];
          const held = index.entries[hash];
          if (held) {
            held[1] = generation;
            continue;
          }
          mkdirSync(path.dirname(entryFile(hash)), { recursive: true });
          share(from, entryFile(hash));
          index.entries[hash] = [bytes.byteLength, generation];
        }
        // What neither this build nor the one before used goes: a store of two builds' pages at most.
        for (const [key, [, last]] of Object.entries(index.keys)) if (last < generation - 1) delete index.keys[key];
        for (const [hash, [, last]] of Object.entries(index.entries)) if (last < generation - 1) drop(hash);
        index.generation = generation;
        writeWhole(indexFile, JSON.stringify(index));
      } catch {
        // A store that cannot be written (read-only, a full disk) only makes a later build slower.
      }
    },
  };
}
