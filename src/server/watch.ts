// Watching for `dev`, off the main thread when the tool runs compiled: chokidar's first walk stats
// and watches every file, over a second of CPU for ~3,000 documents, which would otherwise hold up
// the first pages. In: folders and a callback; out: a watcher whose `ready` resolves after the walk.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once every existing file is watched: saves from then on are seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** What the watch worker posts: a changed path, a readiness signal or a failure. */
export type WatchMessage = { changed: string } | { ready: true } | { error: string };

/** Watches in this thread; `post` receives every message. */
export function watchHere(folders: readonly string[], post: (message: WatchMessage) => void): Watcher {
  const watcher = watch([...folders], { ignoreInitial: true });
  watcher.on('all', (_event, file) => post({ changed: file }));
  watcher.on('error', (error) => post({ error: error instanceof Error ? error.message : String(error) }));
  return {
    ready: new Promise((resolve) =>
      watcher.once('ready', () => {
        post({ ready: true });
        resolve();
      }),
    ),
    close: () => watcher.close(),
  };
}

const workerFile = fileURLToPath(new URL('./watch-worker.js', import.meta.url));

/** Watches `folders`, calling `onChange` with each changed path; `onError` hears of failures. */
export function watchFolders(folders: readonly string[], onChange: (file: string) => void, onError: (message: string) => void): Watcher {
  const receive = (message: WatchMessage) => {
    if ('changed' in message) onChange(message.changed);
    else if ('error' in message) onError(message.error);
  };
  // Run from the TypeScript sources (tests), there is no compiled worker to start.
  if (!import.meta.url.endsWith('.js') || !existsSync(workerFile)) return watchHere(folders, receive);
  const worker = new Worker(workerFile, { workerData: folders });
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
