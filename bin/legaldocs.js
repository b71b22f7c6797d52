#!/usr/bin/env node
// Launcher: checks that this Node.js can run the tool, then runs the compiled CLI (dist/).
// Plain JavaScript any Node.js parses, so an older one gets this message instead of a crash.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// engines.node is ">=major.minor.patch": the one place the minimum is written.
const needed = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node).slice(1).map(Number);
const running = process.versions.node.split('.').map(Number);
const older = needed.findIndex((n, i) => running[i] !== n);
if (older !== -1 && running[older] < needed[older]) {
  console.error(
    `legaldocs ${pkg.version} needs Node.js ${needed.join('.')} or newer; this is Node.js ${process.versions.node} (${process.execPath}).\n` +
      'Install a current Node.js LTS from https://nodejs.org or with your version manager (nvm install --lts, fnm install --lts), then run the command again.',
  );
  process.exit(1);
}

// launch.js runs the command (build, check and dev in a process it watches, see src/launch.ts).
const cli = new URL('../dist/launch.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  const checkout = existsSync(fileURLToPath(new URL('../src/cli.ts', import.meta.url)));
  console.error(
    checkout
      ? 'legaldocs: the tool is not compiled yet. Run `npm run build:tool` in the legaldocs folder.'
      : 'legaldocs: this installation has no dist/ folder. Install the package again (npm install legaldocs).',
  );
  process.exit(1);
}
await import(cli.href);
