// The assets step: the client bundle and stylesheet, built once for all locales by esbuild.
// In: the tool's client entry (and a cache folder); out: content-hashed files and the URLs pages
// reference. With a cache folder, an unchanged bundle is read back instead of rebuilt: the
// entry is keyed by the base URL and esbuild's version, and checked against a hash of every
// source file the previous bundle was made from.

import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareCacheDir } from '../runtime/cache-dir.ts';
import type { Assets } from './html.ts';
import { packageVersion, toolRoot } from '../runtime/tool.ts';

export interface BuiltAssets {
  assets: Assets;
  /** Output files relative to the build folder. */
  files: Map<string, Uint8Array>;
}

interface CachedBundle {
  /** Source file (relative to the tool's folder) → sha256 of its bytes. */
  inputs: Record<string, string>;
  assets: Assets;
  /** Output file → base64 contents. */
  files: Record<string, string>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

async function hashInputs(files: readonly string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(files.map(async (f) => sha256(await readFile(path.join(toolRoot, f)))));
  return Object.fromEntries(files.map((f, i) => [f, hashes[i]!]));
}

/** The cached bundle when every source it was made from is unchanged. */
async function readCached(file: string): Promise<BuiltAssets | undefined> {
  let cached: CachedBundle;
  try {
    cached = JSON.parse(await readFile(file, 'utf8')) as CachedBundle;
    const now = await hashInputs(Object.keys(cached.inputs));
    if (Object.entries(cached.inputs).some(([f, h]) => now[f] !== h)) return undefined;
  } catch {
    // No entry, a damaged one, or a source file gone: bundle again.
    return undefined;
  }
  return { assets: cached.assets, files: new Map(Object.entries(cached.files).map(([f, b64]) => [f, new Uint8Array(Buffer.from(b64, 'base64'))])) };
}

/** Bundles src/client/entry.tsx (and the CSS it imports) for the browser. */
async function bundle(baseUrl: string): Promise<{ built: BuiltAssets; inputs: string[] }> {
  // Loaded only when a bundle has to be made: a cached rebuild never pays for esbuild.
  const { build } = await import('esbuild');
  const outdir = path.join(toolRoot, '.legaldocs-assets');
  const result = await build({
    entryPoints: { main: path.join(toolRoot, 'src/client/entry.tsx') },
    absWorkingDir: toolRoot,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const files = new Map<string, Uint8Array>();
  let script = '';
  let style = '';
  for (const file of result.outputFiles) {
    const rel = path.relative(outdir, file.path).split(path.sep).join('/');
    files.set(`assets/${rel}`, file.contents);
    if (/^main-[^/]+\.js$/.test(rel)) script = `${baseUrl}assets/${rel}`;
    if (/^main-[^/]+\.css$/.test(rel)) style = `${baseUrl}assets/${rel}`;
  }
  return { built: { assets: { script, style }, files }, inputs: Object.keys(result.metafile.inputs).sort() };
}

/** The client bundle for `baseUrl`; with `cacheDir`, reused while its sources are unchanged. */
export async function buildAssets(baseUrl: string, cacheDir?: string): Promise<BuiltAssets> {
  const file = cacheDir && path.join(cacheDir, `assets-${sha256(`${baseUrl}\0${packageVersion('esbuild')}`).slice(0, 16)}.json`);
  const cached = file ? await readCached(file) : undefined;
  if (cached) return cached;
  const { built, inputs } = await bundle(baseUrl);
  if (file) {
    const entry: CachedBundle = {
      inputs: await hashInputs(inputs),
      assets: built.assets,
      files: Object.fromEntries([...built.files].map(([f, data]) => [f, Buffer.from(data).toString('base64')])),
    };
    try {
      await prepareCacheDir(cacheDir);
      await writeFile(file, JSON.stringify(entry));
    } catch {
      // A cache that cannot be written (read-only, a full disk) only makes the next run slower.
    }
  }
  return built;
}
