// Launcher for the benchmark: bundles bench/cli.ts with esbuild (as scripts/build-tool.mjs does
// for the tool) into node_modules/.cache and runs it with the command line it was given. The
// bundle is told which checkout it measures, and each checkout gets its own: a git worktree whose
// node_modules is a link to another checkout's would otherwise measure, and write into, that one.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, `node_modules/.cache/legaldocs-bench/${createHash('sha256').update(root).digest('hex').slice(0, 12)}/cli.mjs`);

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
  define: { 'process.env.LEGALDOCS_BENCH_ROOT': JSON.stringify(root) },
});
await import(pathToFileURL(outfile).href);
