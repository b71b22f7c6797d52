#!/usr/bin/env node
// Launcher: runs the compiled CLI (dist/ is produced by `npm install` via the prepare script).
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('legaldocs: the tool is not compiled yet. Run `npm install` (or `npm run build:tool`) in the legaldocs folder.');
  process.exit(1);
}
// React picks its production build from NODE_ENV when first loaded; the tool always renders for
// production (workers inherit the environment).
process.env.NODE_ENV ??= 'production';
// V8 otherwise lets the heap grow up to 4x between full collections, and a build makes garbage
// fast (search indexes, rendered pages): a 10x site peaked at 1.26 GB RSS holding under 300 MB
// live. 1.3x keeps it at about 0.87 GB, at no measurable cost in time (bench/notes.md).
setFlagsFromString('--heap-growing-percent=30');
await import(cli.href);
