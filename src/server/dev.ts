// `legaldocs dev`: serves the site from memory, rendering each page when it is asked for, and
// reloads open browsers when a change alters their page; errors show in an overlay.
// In: the site root, host, port and locales; out: a running server and, soon after, a watcher.
//
// Changes to the tool itself (src/): the browser bundle (src/client) is rebuilt and pages reload;
// the server-side code runs from the compiled dist/, so for any other src/ change dev says to run
// `npm run build:tool` and restart, rather than serving a mix of old and new code.

import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { LegaldocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { painterFor } from '../diagnostics/colour.ts';
import { plural } from '../diagnostics/plural.ts';
import { diagnosticLine, report } from '../diagnostics/report.ts';
import { createPool } from '../generator/build/pool.ts';
import { toolRoot } from '../generator/runtime/tool.ts';
import { devPrefix, devScript, devStyle } from './dev-client.ts';
import { problemTracker, type ProblemChange } from './dev-problems.ts';
import { openDevSite, type DevSite } from './dev-site.ts';
import { listen } from './listen.ts';
import { liveReload, type LiveReload } from './live-reload.ts';
import { refuseMethod, sendText, withHeaders } from './static.ts';
import { watchFolders, type Watcher } from './watch.ts';

export interface DevOptions {
  root: string;
  config: string;
  host: string;
  port: number;
  buildLocales?: string[];
  /** The cache folder (--cache-dir). */
  cacheDir?: string;
  /** A fixed build date (SOURCE_DATE_EPOCH), to see the site as it will be on a day; else the clock's. */
  now?: Date;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

function showAll(diagnostics: Diagnostic[]) {
  if (diagnostics.length) process.stderr.write(`${report(diagnostics, 'text', {}, painterFor(process.stderr))}\n`);
}

/** What a change did to the problems: the new ones in full, the gone ones a line each. */
function showChange({ appeared, gone }: ProblemChange) {
  // Without its count line: that would count only what is new.
  const added = report(appeared, 'text', {}, painterFor(process.stderr)).replace(/\n\n\d+ errors?, \d+ warnings?$/, '');
  const fixed = [...gone].sort((a, b) => diagnosticLine(a).localeCompare(diagnosticLine(b))).map((d) => `fixed: ${diagnosticLine(d)}\n`);
  process.stderr.write(`${appeared.length ? `${added}\n` : ''}${fixed.join('')}`);
}

/** "; 1 new warning, 2 fixed (now 0 errors, 3 warnings)", or nothing when the change changed none. */
function changeSummary({ appeared, gone }: ProblemChange, now: readonly Diagnostic[]): string {
  if (!appeared.length && !gone.length) return '';
  const newErrors = appeared.filter((d) => d.severity === 'error').length;
  const parts = [...(newErrors ? [plural(newErrors, 'new error')] : []), ...(appeared.length > newErrors ? [plural(appeared.length - newErrors, 'new warning')] : []), ...(gone.length ? [`${gone.length} fixed`] : [])];
  const errors = now.filter((d) => d.severity === 'error').length;
  return `; ${parts.join(', ')} (now ${plural(errors, 'error')}, ${plural(now.length - errors, 'warning')})`;
}

function handler(site: DevSite, reload: LiveReload) {
  const own: Record<string, [string, string]> = {
    'dev.js': ['text/javascript; charset=utf-8', devScript],
    'dev.css': ['text/css; charset=utf-8', devStyle],
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (refuseMethod(req, res)) return;
    const url = req.url ?? '/';
    if (url.startsWith(devPrefix)) {
      const { pathname, searchParams } = new URL(url, 'http://dev.invalid');
      const name = pathname.slice(devPrefix.length);
      if (name === 'events') return reload.connect(res, searchParams.get('path') ?? '/', searchParams.get('version') ?? '');
      const file = own[name];
      if (!file) return sendText(res, 404, 'Not Found');
      res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-cache' });
      return void res.end(file[1]);
    }
    const answer = await site.respond(url);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}

/** Starts the dev server; resolves once it listens, with its URL and a way to stop. */
export async function startDev(options: DevOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const started = performance.now();
  // Saves from here on are found, even those made before the watcher is up (see below).
  const since = Date.now();
  const pool = createPool();
  // Background batches are small, so this pool never keeps them on this thread. Its first worker
  // loads the markdown pipeline on the other core while the content is read, for the first page.
  const background = createPool(undefined, 0);
  background.prepare();
  const tracker = problemTracker();
  let opened: { site: DevSite; reload: LiveReload; server: Server; url: string };
  try {
    // dev prints no PDFs, so its pages offer none.
    const site = await openDevSite({
      root: options.root,
      config: options.config,
      pool,
      background,
      pdf: false,
      ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}),
      ...(options.buildLocales ? { buildLocales: options.buildLocales } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    const reload = liveReload({ versionOf: async (p) => (await site.respond(p)).version, overlay: () => tracker.overlay() });
    opened = { site, reload, ...(await listen(withHeaders(site.headers, handler(site, reload)), options.host, options.port)) };
  } catch (error) {
    // The prepared worker would keep the process alive after a bad config or a taken port.
    await Promise.all([pool.close(), background.close()]);
    throw error;
  }
  const { site, reload, server, url } = opened;

  const checkStarted = performance.now();
  // Every change's problems go through the tracker, in the order the changes were made.
  const track = () => {
    const { diagnostics, complete } = site.problems();
    return { change: tracker.update(diagnostics, complete), now: complete ? diagnostics : diagnostics.filter((d) => d.severity === 'error') };
  };
  // Rebuilds and the first full check run one after another.
  let running: Promise<void> = Promise.resolve();
  const queue = (work: () => Promise<void>) => {
    running = running.then(work).catch((error: Error) => void process.stderr.write(`legaldocs dev: ${error.message}\n`));
  };
  void site.complete.then(
    () =>
      queue(async () => {
        // The first full check prints everything; fixes made before it are said as such.
        showChange({ appeared: [], gone: track().change.gone });
        showAll(site.diagnostics() ?? []);
        say(`Parsed and checked every document in ${ms(checkStarted)} more`);
        await reload.notify();
      }),
    // The background parse failed other than on a document (a document that stops its worker is
    // kept as refused, site-state.ts): said, and dev goes on serving, parsing each page's
    // documents when it is asked for.
    (error: unknown) => (error instanceof LegaldocsError ? showAll(error.diagnostics) : void process.stderr.write(`legaldocs dev: parsing in the background stopped: ${(error as Error).message}\n`)),
  );

  const toolSrc = path.join(toolRoot, 'src');
  const watched = [...site.sourcePaths().map((d) => path.join(options.root, d)), ...(existsSync(toolSrc) ? [toolSrc] : [])];
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const rebuild = async (changed: string[]) => {
    const began = performance.now();
    const tool = changed.filter((f) => f.startsWith(toolSrc + path.sep));
    const siteFiles = changed.filter((f) => !tool.includes(f)).map((f) => path.relative(options.root, f).split(path.sep).join('/'));
    if (tool.some((f) => f.startsWith(path.join(toolSrc, 'client') + path.sep))) await site.rebuildAssets();
    const serverSide = tool.filter((f) => !f.startsWith(path.join(toolSrc, 'client') + path.sep));
    if (serverSide.length) say(`The tool's own code changed (${path.relative(toolRoot, serverSide[0]!)}): run \`npm run build:tool\` and restart dev to use it.`);
    if (siteFiles.length) await site.update(siteFiles);
    watchMore(began);
    const { change, now } = track();
    // A changed image or font shows on pages whose HTML stays the same.
    const reloaded = await reload.notify(siteFiles.some((f) => f.startsWith('static/')));
    showChange(change);
    say(`Rebuilt after ${siteFiles[0] ?? path.relative(toolRoot, tool[0]!)}${changed.length > 1 ? ` and ${changed.length - 1} more` : ''} in ${ms(began)}; reloaded ${plural(reloaded, 'page')}${changeSummary(change, now)}`);
  };
  const changed = (file: string) => {
    pending.add(file);
    // Editors write a file in several steps; wait for the burst to end, then rebuild once.
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending = new Set();
      queue(() => rebuild(files));
    }, 20);
  };
  // Watching starts with the background work, once the first page is answered: its first walk
  // stats every file (on a thread of its own, but sharing the cores and the file system's threads),
  // and it reports whatever was saved since start-up, so no earlier save is lost.
  const watchers: Watcher[] = [];
  const watching = new Set(watched);
  let closed = false;
  const watch = (folders: string[], from: number) => watchers.push(watchFolders({ folders, since: from }, changed, (message) => void process.stderr.write(`legaldocs dev: watching for changes failed: ${message}\n`)));
  // A config edit may name files the site is made from that were not (theme.customCss, a file it
  // imports): watched from the change on.
  function watchMore(from: number) {
    const more = site.sourcePaths().map((d) => path.join(options.root, d)).filter((p) => !watching.has(p));
    if (!more.length || !watchers.length) return;
    more.forEach((p) => watching.add(p));
    watch(more, from);
  }
  void site.firstPage.then(() => {
    if (!closed) watch(watched, since);
  });
  showChange(track().change);
  say(`legaldocs dev: ${url}${site.baseUrl()} (ready in ${ms(started)}; pages render when requested)`);
  return {
    url,
    async close() {
      closed = true;
      reload.close();
      await Promise.all(watchers.map((w) => w.close()));
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([pool.close(), background.close()]);
    },
  };
}
