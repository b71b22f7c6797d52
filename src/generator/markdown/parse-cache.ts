// The parse cache: parsed documents on disk, keyed by a hash of their text and of everything
// that shapes parsing (tool version, pipeline sources, markdown package versions), so `dev` and
// rebuilds never re-parse an unchanged file and a tool upgrade never serves stale output. Each
// entry carries a CRC-32 of its bytes: a damaged one is parsed again and noted, never trusted.
// In: markdown inputs; out: cached Docs where present, and a writer for new ones.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { Doc, MarkdownInput } from './parse.ts';
import { noteDamagedCache } from '../runtime/cache-dir.ts';
import { packageVersion, toolRoot, toolVersion } from '../runtime/tool.ts';

const pipelinePackages = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-frontmatter',
  'micromark-extension-directive',
  'mdast-util-directive',
  'remark-rehype',
  'rehype-raw',
  'rehype-slug',
  'rehype-sanitize',
  'rehype-stringify',
  'yaml',
  'zod',
];

/** Everything besides a document's own text that changes what parsing produces. */
export async function pipelineSalt(): Promise<string> {
  // Entries are V8-serialised, a format tied to the V8 version.
  const hash = createHash('sha256').update(toolVersion).update(process.versions.v8);
  for (const name of pipelinePackages) hash.update(`${name}@${packageVersion(name)}`);
  // The pipeline's own code: the markdown step, its plugins, the diagnostics they emit and the shared helpers they use.
  const dirs = ['src/generator/markdown', 'src/generator/markdown/plugins', 'src/diagnostics', 'src/shared'];
  for (const dir of dirs) {
    const files = (await readdir(path.join(toolRoot, dir))).filter((f) => f.endsWith('.ts')).sort();
    for (const f of files) {
      hash.update(f).update(await readFile(path.join(toolRoot, dir, f)));
    }
  }
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
}

/** Opens the cache folder `dir` (created on first write). */
export function parseCache(dir: string, salt: string): ParseCache {
  const key = (input: MarkdownInput) =>
    createHash('sha256').update(salt).update('\0').update(input.file).update('\0').update(input.relPath).update('\0').update(input.text).digest('hex');
  const fileOf = (k: string) => path.join(dir, k.slice(0, 2), `${k}.bin`);
  return {
    async read(inputs) {
      // Synchronous reads and V8's own serialisation: a warm rebuild reads every entry, and this
      // takes a third of the time of promised reads and JSON (12 MB for the 363 pages of scale 1).
      const found = new Map<number, Doc>();
      inputs.forEach((input, i) => {
        const file = fileOf(key(input));
        let bytes: Buffer;
        try {
          bytes = readFileSync(file);
        } catch {
          return; // A miss: the document is parsed.
        }
        const doc = entryDoc(bytes);
        if (doc?.file === input.file) found.set(i, doc);
        else noteDamagedCache(file);
      });
      return found;
    },
    async write(entries) {
      await Promise.all(
        entries.map(async ({ input, doc }) => {
          const file = fileOf(key(input));
          try {
            await mkdir(path.dirname(file), { recursive: true });
            // Written under a temporary name and renamed: an interrupted run leaves no entry in part.
            await writeFile(`${file}.tmp-${process.pid}`, entryBytes(doc));
            await rename(`${file}.tmp-${process.pid}`, file);
          } catch {
            // A cache that cannot be written (read-only, a full disk) only makes the next run slower.
          }
        }),
      );
    },
  };
}
