// Compiles the tool (CLI, workers, public API) from src/ into dist/ with esbuild, its pure-JS
// dependencies bundled in: the unified/micromark, React and zod packages are hundreds of small
// modules, and resolving and compiling them one by one was most of the CLI's and each worker's
// start-up (a cold build of a small site took 1.8 s of CPU; bundled, 1.1 s). Then the files an
// installed package needs besides its code (scripts/package-files.ts): the config's declarations
// and the client bundle, which a package without sources and their packages cannot make.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a content hash: without a clean folder, every rebuild would leave the previous
// chunks behind (and the tool's code hash, which reads every file here, would read them too).
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: {
    launch: 'src/launch.ts',
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
  // Left to node_modules: esbuild and Chromium's driver run binaries found beside their own files,
  // and fsevents is chokidar's optional macOS module.
  external: ['esbuild', 'playwright-core', 'fsevents'],
  // Bundled CommonJS packages (React, parts of unified's tree) call require() for Node's modules,
  // which an ES module has only when it makes one.
  banner: { js: "import { createRequire as __legaldocsRequire } from 'node:module'; const require = __legaldocsRequire(import.meta.url);" },
  // The tool always renders for production: React's development build is left out of the bundle.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Diagnostic codes come from class names (diagnostic.ts), so bundling must not rename classes.
  keepNames: true,
});

// package-files.ts is TypeScript and imports the sources: bundled (its packages left to
// node_modules, which resolve from this folder inside the checkout) and run.
const script = 'node_modules/.cache/legaldocs-build/package-files.mjs';
await build({ entryPoints: ['scripts/package-files.ts'], outfile: script, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
const { writePackageFiles } = await import(new URL(`../${script}`, import.meta.url).href);
await writePackageFiles();
