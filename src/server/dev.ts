// `legaldocs dev`: builds into a temporary folder, serves it, and rebuilds when content, config
// or static files change (the parse cache keeps rebuilds to the documents that changed).
// In: the site root, host, port and locales; out: a running server and a watcher.

import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { watch } from 'chokidar';
import { LegaldocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
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
  const show = (diagnostics: Diagnostic[]) => {
    if (diagnostics.length) process.stderr.write(`${report(diagnostics, 'text')}\n`);
  };
  const build = () => buildSiteToDisk({ root: options.root, config: options.config, outDir, pool, ...(options.locales ? { locales: options.locales } : {}) });
  const rebuild = async () => {
    const started = performance.now();
    try {
      const result = await build();
      show(result.diagnostics);
      process.stdout.write(result.written ? `Rebuilt in ${Math.round(performance.now() - started)} ms\n` : 'Errors above; still serving the last good build.\n');
    } catch (error) {
      // A broken config must not stop the server: report it and wait for the next save.
      if (!(error instanceof LegaldocsError)) throw error;
      show(error.diagnostics);
      process.stderr.write('Still serving the last good build.\n');
    }
  };
  // The first build must succeed far enough to know the base URL and locales.
  const first = await build();
  show(first.diagnostics);
  if (!first.written) process.stdout.write('Fix the errors above; the site appears as soon as it builds.\n');
  const localePrefixes = Object.keys(first.config.i18n.locales).filter((l) => l !== first.config.i18n.defaultLocale);
  const { url } = await listen(staticHandler({ dir: outDir, baseUrl: first.config.baseUrl, localePrefixes }), options.host, options.port);

  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(['content', 'config', 'static'].map((d) => path.join(options.root, d)), { ignoreInitial: true });
  watcher.on('all', () => {
    // Editors write a file in several steps; wait for the burst to end, then rebuild once.
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild).catch((error: Error) => process.stderr.write(`legaldocs dev: ${error.message}\n`));
    }, 50);
  });
  // Announce the URL only once edits are being watched, so a save right after start is not lost.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  process.stdout.write(`legaldocs dev: ${url}${first.config.baseUrl.slice(1)}\n`);
}
