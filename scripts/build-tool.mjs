// Compiles the tool (CLI, workers, public API) from src/ into dist/ with esbuild.
// Dependencies stay external: they are resolved from node_modules at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a content hash: without a clean folder, every rebuild would leave the previous
// chunks behind (and the tool's code hash, which reads every file here, would read them too).
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: {
    cli: 'src/cli.ts',
    worker: 'src/generator/build/worker.ts',
    'watch-worker': 'src/server/watch-worker.ts',
    index: 'src/index.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code behind a dynamic import() (dev, serve, the crawler, the markdown pipeline and React on
  // the main thread) goes into chunks that load only when a command needs them. Chunks stay
  // beside cli.js so the workers' URLs (pool.ts, watch.ts) and toolRoot's search keep working.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Diagnostic codes come from class names (diagnostic.ts), so bundling must not rename classes.
  keepNames: true,
});
