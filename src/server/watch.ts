// Watching for `dev`, off the main thread when the tool runs compiled: chokidar's first walk stats
// and watches every file, over a second of CPU for ~3,000 documents, which would otherwise hold up
// the pages being answered. In: folders and files (existing or not yet), when dev read them, and a
// callback; out: a watcher.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once every existing file is watched. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** What the watch worker posts: a changed path, a readiness signal or a failure. */
export type WatchMessage = { changed: string } | { ready: true } | { error: string };

/** What the watch worker is started with. */
export interface WatchRequest {
  folders: string[];
  /** When dev started reading the folders (ms since the epoch). */
  since: number;
}

/** The folder a path is watched from: its parent, else the nearest folder above it that exists. */
function watchedFrom(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Watches in this thread; `post` receives every message. */
export function watchHere({ folders, since }: WatchRequest, post: (message: WatchMessage) => void): Watcher {
  // Each folder is watched from its parent, limited to it: a folder watched itself is lost for good
  // once it is moved away (a `git checkout` of another branch, a sync tool), even when it comes back.
  // One that does not exist yet (a first translation's folder, a UI strings file) is watched from
  // the nearest folder that does, so it is seen when it is made.
  const parents = [...new Set(folders.map(watchedFrom))];
  const within = (file: string) => folders.some((f) => file === f || file.startsWith(f + path.sep));
  const watcher = watch(parents, { alwaysStat: true, ignored: (file) => !parents.includes(file) && !within(file) });
  let ready = false;
  watcher.on('all', (_event, file, stats) => {
    if (!within(file)) return;
    // The first walk lists every file and folder: those modified since dev started reading were
    // saved before they were watched (a folder's time changes when a file in it is added or removed),
    // and one moved into place meanwhile keeps its times but for the change time.
    if (ready || (stats && Math.max(stats.mtimeMs, stats.ctimeMs) >= since)) post({ changed: file });
  });
  watcher.on('error', (error) => post({ error: error instanceof Error ? error.message : String(error) }));
  return {
    ready: new Promise((resolve) =>
      watcher.once('ready', () => {
        ready = true;
        post({ ready: true });
        resolve();
      }),
    ),
    close: () => watcher.close(),
  };
}

const workerFile = fileURLToPath(new URL('./watch-worker.js', import.meta.url));

/**
 * Watches the folders, calling `onChange` with each changed path, from the files modified since
 * `request.since` on (so dev can read first and watch later); `onError` hears of failures.
 */
export function watchFolders(request: WatchRequest, onChange: (file: string) => void, onError: (message: string) => void): Watcher {
  const receive = (message: WatchMessage) => {
    if ('changed' in message) onChange(message.changed);
    else if ('error' in message) onError(message.error);
  };
  // Run from the TypeScript sources (tests), there is no compiled worker to start.
  if (!import.meta.url.endsWith('.js') || !existsSync(workerFile)) return watchHere(request, receive);
  const worker = new Worker(workerFile, { workerData: request });
  worker.on('message', receive);
  worker.on('error', (error: Error) => onError(error.message));
  return {
    ready: new Promise((resolve) => {
      worker.on('message', (m: WatchMessage) => 'ready' in m && resolve());
      // A watcher that died has nothing left to wait for (its failure was reported).
      worker.once('error', () => resolve());
    }),
    close: async () => void (await worker.terminate()),
  };
}
