// The parse cache: parsed documents on disk, keyed by a hash of their text and of everything
// that shapes parsing (tool version, pipeline sources, markdown package versions), so `dev` and
// rebuilds never re-parse an unchanged file and a tool upgrade never serves stale output. Each
// entry carries a CRC-32 of its bytes: a damaged one is parsed again and noted, never trusted.
// Entries unused for a month are removed, so a cache persisted between CI runs stays bounded.
// In: markdown inputs; out: cached Docs where present, a writer for new ones, and the pruning.

import { createHash } from 'node:crypto';
import { closeSync, fstatSync, futimesSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { readFile, readdir, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { Doc, MarkdownInput } from './parse.ts';
import { parseOptionsKey } from './parse-options.ts';
import { noteDamagedCache, writeWhole } from '../runtime/cache-dir.ts';
import { hasSources, packageVersion, toolCodeHash, toolRoot, toolVersion } from '../runtime/tool.ts';

const pipelinePackages = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-frontmatter',
  'micromark-extension-directive',
  'mdast-util-directive',
  'micromark-extension-mdx-jsx',
  'micromark-extension-mdx-expression',
  'micromark-extension-mdxjs-esm',
  'micromark-extension-mdx-md',
  'mdast-util-mdx',
  'acorn',
  'acorn-jsx',
  'property-information',
  'mdast-util-to-string',
  'remark-rehype',
  'rehype-raw',
  'github-slugger',
  'rehype-sanitize',
  'hast-util-sanitize',
  'rehype-stringify',
  'yaml',
  'zod',
];

/** Everything besides a document's own text that changes what parsing produces. */
export async function pipelineSalt(): Promise<string> {
  // Entries are V8-serialised, a format tied to the V8 version.
  const hash = createHash('sha256').update(toolVersion).update(process.versions.v8);
  for (const name of pipelinePackages) hash.update(`${name}@${packageVersion(name)}`);
  // An installed package has no sources: its compiled code, which holds the pipeline and the packages above, stands in.
  if (!hasSources) return hash.update(toolCodeHash()).digest('hex');
  // The pipeline's own code: the markdown step, its plugins, the diagnostics they emit and the shared helpers they use.
  const dirs = ['src/generator/markdown', 'src/generator/markdown/plugins', 'src/diagnostics', 'src/shared'];
  for (const dir of dirs) {
    const files = (await readdir(path.join(toolRoot, dir))).filter((f) => f.endsWith('.ts')).sort();
    for (const f of files) {
      hash.update(f).update(await readFile(path.join(toolRoot, dir, f)));
    }
  }
  // … and the text normalisation every doc's hash is made with.
  for (const f of ['src/generator/content/normalised-text.ts', 'src/generator/content/front-matter-values.ts']) hash.update(f).update(await readFile(path.join(toolRoot, f)));
  return hash.digest('hex');
}

/** An entry: the CRC-32 of the serialised doc (4 bytes, little-endian), then the doc. */
function entryBytes(doc: Doc): Buffer {
  const body = serialize(doc);
  const head = Buffer.alloc(4);
  head.writeUInt32LE(crc32(body));
  return Buffer.concat([head, body]);
}

/** The doc in an entry, or undefined when its bytes fail their check (written in part, altered). */
function entryDoc(bytes: Buffer): Doc | undefined {
  if (bytes.byteLength < 4) return undefined;
  const body = bytes.subarray(4);
  if (crc32(body) !== bytes.readUInt32LE(0)) return undefined;
  try {
    return deserialize(body) as Doc;
  } catch {
    return undefined;
  }
}

export interface ParseCache {
  /** Cached docs by input index. */
  read(inputs: readonly MarkdownInput[]): Promise<Map<number, Doc>>;
  write(entries: readonly { input: MarkdownInput; doc: Doc }[]): Promise<void>;
  /** Removes entries no run has used for `unusedMs` (at most once per `everyMs`); best-effort, never throws. */
  prune(now?: number): Promise<void>;
}

const day = 24 * 60 * 60 * 1000;
/**
 * An entry's modification time says when a run last used it: a hit older than `refreshMs` is
 * touched (rarely, so reading stays one open and one read per entry), and one older than
 * `unusedMs` belongs to a text no run has asked for in a month: an old revision. A run that builds
 * one locale leaves the others' entries alone, unlike pruning to the run's own keys would.
 */
export const cacheAges = { refreshMs: day, unusedMs: 30 * day, everyMs: day };

/** Reads an entry's bytes, marking it used when its mark is more than a day old; undefined on a miss. */
function readEntry(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const now = Date.now();
    if (now - fstatSync(fd).mtimeMs > cacheAges.refreshMs) futimesSync(fd, now / 1000, now / 1000);
    return readFileSync(fd);
  } catch {
    return Buffer.alloc(0);
  } finally {
    closeSync(fd);
  }
}

/** Removes the files under `dir` (two levels: prefix folders, then entries) last touched before `before`. */
async function removeOlder(dir: string, before: number): Promise<void> {
  const prefixes = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const prefix of prefixes) {
    if (!prefix.isDirectory()) continue;
    const sub = path.join(dir, prefix.name);
    for (const name of await readdir(sub).catch(() => [])) {
      const file = path.join(sub, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < before) await unlink(file).catch(() => undefined);
    }
  }
}

/** Opens the cache folder `dir` (created on first write). */
export function parseCache(dir: string, salt: string): ParseCache {
  const key = (input: MarkdownInput) =>
    createHash('sha256')
      .update(salt)
      .update('\0')
      .update(input.file)
      .update('\0')
      .update(input.relPath)
      .update('\0')
      .update(parseOptionsKey(input.options))
      .update('\0')
      .update(input.text)
      .digest('hex');
  const fileOf = (k: string) => path.join(dir, k.slice(0, 2), `${k}.bin`);
  return {
    async read(inputs) {
      // Synchronous reads and V8's own serialisation: a warm rebuild reads every entry, and this
      // takes a third of the time of promised reads and JSON (12 MB for the 363 pages of scale 1).
      const found = new Map<number, Doc>();
      inputs.forEach((input, i) => {
        const file = fileOf(key(input));
        const bytes = readEntry(file);
        if (!bytes) return; // A miss: the document is parsed.
        const doc = entryDoc(bytes);
        if (doc?.file === input.file) found.set(i, doc);
        else noteDamagedCache(file);
      });
      return found;
    },
    async write(entries) {
      // One entry at a time, written at once: promised writes of every entry together held all their
      // bytes until the thread pool got to them (~0.8 GB more peak memory at scale 10).
      const made = new Set<string>();
      for (const { input, doc } of entries) {
        const file = fileOf(key(input));
        try {
          if (!made.has(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true });
          made.add(path.dirname(file));
          writeWhole(file, entryBytes(doc));
        } catch {
          // A cache that cannot be written (read-only, a full disk) only makes the next run slower.
        }
      }
    },
    async prune(now = Date.now()) {
      // The mark's time says when the cache was last pruned: a walk of every entry, once a day.
      const mark = path.join(dir, 'pruned');
      const last = await stat(mark).then((s) => s.mtimeMs, () => undefined);
      if (last !== undefined && now - last < cacheAges.everyMs) return;
      await removeOlder(dir, now - cacheAges.unusedMs);
      try {
        await writeFile(mark, '');
        await utimes(mark, now / 1000, now / 1000);
      } catch {
        // A cache that cannot be written is pruned by a later run, or never: it only grows.
      }
    },
  };
}
