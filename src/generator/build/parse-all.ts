// Parsing many documents at once: each file once, from the parse cache when it holds it, else on the pool.
// In: the sources (or markdown inputs), the cache folder and a pool; out: a Doc per input, in order.

import path from 'node:path';
import type { Source } from '../content/read.ts';
import { parseCache, pipelineSalt } from '../markdown/parse-cache.ts';
import type { Doc, MarkdownInput } from '../markdown/parse.ts';
import type { ParseOptions } from '../markdown/parse-options.ts';
import { prepareCacheDir } from '../runtime/cache-dir.ts';
import type { Pool } from './pool.ts';

// The running tool's code does not change while it runs; dev parses one document at a time.
let salt: Promise<string> | undefined;

/** Everything besides a document's own text that changes what parsing produces (parse-cache.ts), computed once. */
export const markdownSalt = (): Promise<string> => (salt ??= pipelineSalt());

/** Milliseconds on one core to parse this much markdown: measured here, about 350 characters a millisecond. */
export const parseCost = (length: number): number => length / 350;

/** The markdown inputs of the sources: each file once (a fallback page reuses its original's parse), read as `options` say. */
export function markdownInputs(sources: readonly Source[], options: ParseOptions): MarkdownInput[] {
  const unique = new Map<string, MarkdownInput>();
  for (const s of sources) if (!unique.has(s.file)) unique.set(s.file, { file: s.file, relPath: s.relPath, text: s.text, options });
  return [...unique.values()];
}

/**
 * Parses inputs, reading the parse cache in `cacheDir` (none: no cache) first and writing what was
 * parsed back to it; `onParsed` hears how many were parsed rather than read from the cache.
 */
export async function parseAll(cacheDir: string | undefined, inputs: MarkdownInput[], pool: Pool, onParsed?: (count: number) => void): Promise<Doc[]> {
  if (cacheDir) await prepareCacheDir(cacheDir);
  const cache = cacheDir ? parseCache(path.join(cacheDir, 'docs'), await markdownSalt()) : undefined;
  const cached = cache ? await cache.read(inputs) : new Map<number, Doc>();
  const missing = inputs.map((input, i) => ({ input, i })).filter(({ i }) => !cached.has(i));
  onParsed?.(missing.length);
  const parsed = await pool.run(
    'parse',
    null,
    missing.map((m) => m.input),
    (input) => parseCost(input.text.length),
  );
  if (cache) {
    await cache.write(missing.map((m, k) => ({ input: m.input, doc: parsed[k]! })));
    await cache.prune();
  }
  const docs = new Array<Doc>(inputs.length);
  cached.forEach((doc, i) => (docs[i] = doc));
  missing.forEach((m, k) => (docs[m.i] = parsed[k]!));
  return docs;
}
