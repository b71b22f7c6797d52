// Launcher for the benchmark: bundles bench/cli.ts with esbuild (as scripts/build-tool.mjs does
// for the tool) into node_modules/.cache and runs it with the command line it was given.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'node_modules/.cache/legaldocs-bench/cli.mjs');

await build({
  entryPoints: [path.join(root, 'bench/cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
