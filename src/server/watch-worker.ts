// Worker thread entry for watch.ts: watches the folders it is started with.
// In: the folders (workerData); out: WatchMessages to the main thread.

import { parentPort, workerData } from 'node:worker_threads';
import { watchHere } from './watch.ts';

watchHere(workerData as string[], (message) => parentPort!.postMessage(message));
