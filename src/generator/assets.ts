// The assets step: the client bundle and stylesheet, built once for all locales by esbuild.
// In: the tool's client entry; out: content-hashed files and the URLs pages reference.

import path from 'node:path';
import { build } from 'esbuild';
import type { Assets } from './html.ts';
import { toolRoot } from './tool.ts';

export interface BuiltAssets {
  assets: Assets;
  /** Output files relative to the build folder. */
  files: Map<string, Uint8Array>;
}

/** Bundles src/client/entry.tsx (and the CSS it imports) for the browser. */
export async function buildAssets(baseUrl: string): Promise<BuiltAssets> {
  const outdir = path.join(toolRoot, '.legaldocs-assets');
  const result = await build({
    entryPoints: { main: path.join(toolRoot, 'src/client/entry.tsx') },
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
  return { assets: { script, style }, files };
}
