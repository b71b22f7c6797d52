#!/usr/bin/env node
// Launcher: runs the compiled CLI (dist/ is produced by `npm install` via the prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('legaldocs: the tool is not compiled yet. Run `npm install` (or `npm run build:tool`) in the legaldocs folder.');
  process.exit(1);
}
await import(cli.href);
