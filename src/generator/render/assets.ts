// The assets step: the client bundle and stylesheet, built once for all locales by esbuild.
// In: the tool's client entry (and a cache folder); out: content-hashed files and the URLs pages
// reference. The bundle depends on the tool alone (pages name it under their base URL): compiling
// the tool makes one (dist/client-bundle.json, all an installed package has), and a checkout whose
// client sources changed since keeps its own beside the tool, where every site this copy builds
// reuses it, and in the site's cache folder, which CI may restore on a machine the tool is new to.
// An entry is keyed by esbuild's version and checked against a hash of every source file the
// bundle was made from.

import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareCacheDir, writeWhole } from '../runtime/cache-dir.ts';
import { markWriter, removeLeftovers } from '../runtime/cache-writers.ts';
import type { Assets } from './html.ts';
import { hasSources, packageVersion, toolRoot } from '../runtime/tool.ts';
import { sha256 } from '../runtime/sha256.ts';

export interface BuiltAssets {
  assets: Assets;
  /** Output files relative to the build folder. */
  files: Map<string, Uint8Array>;
}

interface CachedBundle {
  /** Source file (relative to the tool's folder) → sha256 of its bytes. */
  inputs: Record<string, string>;
  /** The script and stylesheet, relative to the base URL. */
  assets: Assets;
  /** Output file → base64 contents. */
  files: Record<string, string>;
}


async function hashInputs(files: readonly string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(files.map(async (f) => sha256(await readFile(path.join(toolRoot, f)))));
  return Object.fromEntries(files.map((f, i) => [f, hashes[i]!]));
}

/**
 * Whether a cache entry's sources are all unchanged. The bundle shipped in an installed package,
 * which has no sources, is its tool's own and always current.
 */
async function isCurrent(text: string, shipped: boolean): Promise<boolean> {
  if (shipped && !hasSources) return true;
  try {
    const { inputs } = JSON.parse(text) as CachedBundle;
    const now = await hashInputs(Object.keys(inputs));
    return Object.entries(inputs).every(([f, h]) => now[f] === h);
  } catch {
    // A damaged entry, or a source file gone: bundle again.
    return false;
  }
}

/** Keeps an entry in `dir` (the tool's cache is not prepared as a site's is: what a killed write left there goes now). */
function keep(dir: string, name: string, text: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    removeLeftovers(dir);
    markWriter(dir);
    writeWhole(path.join(dir, name), text);
  } catch {
    // A cache that cannot be written (read-only, a full disk) only makes the next run slower.
  }
}

/** Bundles src/client/entry.tsx (and the CSS it imports) for the browser; only a checkout of the tool can. */
export async function bundle(): Promise<CachedBundle> {
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
  const files: Record<string, string> = {};
  let script = '';
  let style = '';
  for (const file of result.outputFiles) {
    const rel = path.relative(outdir, file.path).split(path.sep).join('/');
    files[`assets/${rel}`] = Buffer.from(file.contents).toString('base64');
    if (/^main-[^/]+\.js$/.test(rel)) script = `assets/${rel}`;
    if (/^main-[^/]+\.css$/.test(rel)) style = `assets/${rel}`;
  }
  return { inputs: await hashInputs(Object.keys(result.metafile.inputs).sort()), assets: { script, style }, files };
}

/** The bundle made when the tool was compiled (scripts/package-files.ts): the one an installed package uses. */
export const shippedBundle = path.join(toolRoot, 'dist/client-bundle.json');

/** Beside the tool, where JavaScript tools keep caches; none for a copy without node_modules. */
const toolCache = existsSync(path.join(toolRoot, 'node_modules')) ? path.join(toolRoot, 'node_modules/.cache/legaldocs-client') : undefined;

/**
 * The client bundle, its URLs under `baseUrl`. With `cacheDir` (the site's cache folder), reused
 * from there or from the tool's own cache while its sources are unchanged, and kept in both.
 */
export async function buildAssets(baseUrl: string, cacheDir?: string): Promise<BuiltAssets> {
  const name = `assets-${sha256(packageVersion('esbuild')).slice(0, 16)}.json`;
  const places = cacheDir ? [...(toolCache ? [toolCache] : []), cacheDir] : [];
  const texts = await Promise.all(places.map((dir) => readFile(path.join(dir, name), 'utf8').catch(() => undefined)));
  const candidates: { found: string | undefined; shipped: boolean }[] = [
    { found: await readFile(shippedBundle, 'utf8').catch(() => undefined), shipped: true },
    ...texts.map((found) => ({ found, shipped: false })),
  ];
  let text: string | undefined;
  for (const { found, shipped } of candidates) {
    if (found !== undefined && (await isCurrent(found, shipped))) {
      text = found;
      break;
    }
  }
  const entry = text === undefined ? await bundle() : (JSON.parse(text) as CachedBundle);
  text ??= JSON.stringify(entry);
  if (cacheDir) await prepareCacheDir(cacheDir);
  places.forEach((dir, i) => texts[i] === text || keep(dir, name, text));
  return {
    assets: { script: baseUrl + entry.assets.script, style: baseUrl + entry.assets.style },
    files: new Map(Object.entries(entry.files).map(([f, b64]) => [f, new Uint8Array(Buffer.from(b64, 'base64'))])),
  };
}

/** The text of legaldocs's own stylesheet (the client bundle's), which a site's CSS is cascaded after. */
export async function builtInStylesheet(cacheDir?: string): Promise<string> {
  const built = await buildAssets('/', cacheDir);
  return Buffer.from(built.files.get(built.assets.style.slice(1)) ?? []).toString('utf8');
}
