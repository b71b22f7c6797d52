// The cache's copy of the last build's pages: each page (and PDF) that was made from its inputs,
// filed under its key, so a build on a fresh checkout — where CI restores the cache folder but
// not the output folder — copies an unchanged page instead of rendering it again. Each entry is
// checked against the sha256 of its bytes before it is used; the store keeps what the last two
// builds used, so it stays about the size of one output's pages. Entries are copies, never links
// to the output's files: a step that edits the built pages in place (a formatter, a post-processor)
// must not change the cache.
// In: the cache folder, keys and the files just written; out: verified entries to copy, the new index.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { noteDamagedCache, writeWhole } from '../runtime/cache-dir.ts';

type Entry = [sha256: string, size: number, generation: number];

interface Index {
  generation: number;
  entries: Record<string, Entry>;
}

export interface PageStore {
  /** The entry filed under `key`, when its bytes are intact (to copy, never to link); a damaged entry is dropped and noted. */
  find(key: string): string | undefined;
  /** Files each of `files` (output folder file → key) not already held, and forgets entries the last two builds did not use. */
  record(outDir: string, files: ReadonlyMap<string, string>): void;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The index; none yet (first build) is empty, and a damaged one is noted and empties the store, whose entries it no longer vouches for. */
function readIndex(dir: string, file: string): Index {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { generation: 0, entries: {} };
  }
  try {
    const read = JSON.parse(text) as Partial<Index>;
    if (typeof read.generation === 'number' && read.entries && typeof read.entries === 'object') return read as Index;
  } catch {
    // Reported below.
  }
  noteDamagedCache(file);
  rmSync(dir, { recursive: true, force: true });
  return { generation: 0, entries: {} };
}

/** Opens the store in `<cacheDir>/pages`. */
export function pageStore(cacheDir: string): PageStore {
  const dir = path.join(cacheDir, 'pages');
  const indexFile = path.join(dir, 'index.json');
  const index = readIndex(dir, indexFile);
  const entryFile = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    find(key) {
      const entry = index.entries[key];
      if (!entry) return undefined;
      const file = entryFile(key);
      let bytes: Buffer | undefined;
      try {
        bytes = readFileSync(file);
      } catch {
        // Removed by hand or by another build's pruning: made again, nothing to note.
      }
      if (!bytes || bytes.byteLength !== entry[1] || sha256(bytes) !== entry[0]) {
        if (bytes) noteDamagedCache(file);
        delete index.entries[key];
        return undefined;
      }
      return file;
    },
    record(outDir, files) {
      const generation = index.generation + 1;
      try {
        for (const [rel, key] of files) {
          // An entry already held stays (find() checks its bytes whenever it is used).
          const held = index.entries[key];
          if (held) {
            held[2] = generation;
            continue;
          }
          const bytes = readFileSync(path.join(outDir, rel));
          const to = entryFile(key);
          mkdirSync(path.dirname(to), { recursive: true });
          writeWhole(to, bytes);
          index.entries[key] = [sha256(bytes), bytes.byteLength, generation];
        }
        // Entries neither this build nor the one before used go: a store of two builds' pages at most.
        for (const [key, [, , last]] of Object.entries(index.entries)) {
          if (last >= generation - 1) continue;
          rmSync(entryFile(key), { force: true });
          delete index.entries[key];
        }
        index.generation = generation;
        writeWhole(indexFile, JSON.stringify(index));
      } catch {
        // A store that cannot be written (read-only, a full disk) only makes a later build slower.
      }
    },
  };
}
