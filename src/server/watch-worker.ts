// Worker thread entry for watch.ts: watches the folders it is started with.
// In: a WatchRequest (workerData); out: WatchMessages to the main thread.

import { parentPort, workerData } from 'node:worker_threads';
import { watchHere, type WatchRequest } from './watch.ts';

watchHere(workerData as WatchRequest, (message) => parentPort!.postMessage(message));
