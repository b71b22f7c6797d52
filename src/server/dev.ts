// `legaldocs dev`: builds into a temporary folder, serves it, and rebuilds when content, config
// or static files change (the parse cache keeps rebuilds to the documents that changed).
// In: the site root, host, port and locales; out: a running server and a watcher.

import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { watch } from 'chokidar';
import { report } from '../diagnostics/report.ts';
import { buildSiteToDisk } from '../generator/build.ts';
import { createPool } from '../generator/pool.ts';
import { listen } from './listen.ts';
import { staticHandler } from './static.ts';

export interface DevOptions {
  root: string;
  config: string;
  host: string;
  port: number;
  locales?: string[];
}

export async function startDev(options: DevOptions) {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-dev-')), 'site');
  const pool = createPool();
  const rebuild = async () => {
    const started = performance.now();
    const result = await buildSiteToDisk({ root: options.root, config: options.config, outDir, pool, ...(options.locales ? { locales: options.locales } : {}) });
    if (result.diagnostics.length) process.stderr.write(`${report(result.diagnostics, 'text')}\n`);
    process.stdout.write(result.written ? `Rebuilt in ${Math.round(performance.now() - started)} ms\n` : 'Errors above; still serving the last good build.\n');
    return result;
  };
  const first = await rebuild();
  if (!first.written) process.stdout.write('Fix the errors above; the site appears as soon as it builds.\n');
  const localePrefixes = Object.keys(first.config.i18n.locales).filter((l) => l !== first.config.i18n.defaultLocale);
  const { url } = await listen(staticHandler({ dir: outDir, baseUrl: first.config.baseUrl, localePrefixes }), options.host, options.port);
  process.stdout.write(`legaldocs dev: ${url}${first.config.baseUrl.slice(1)}\n`);

  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(['content', 'config', 'static'].map((d) => path.join(options.root, d)), { ignoreInitial: true });
  watcher.on('all', () => {
    // Editors write a file in several steps; wait for the burst to end, then rebuild once.
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild).catch((error: Error) => process.stderr.write(`${error.message}\n`));
    }, 50);
  });
}
