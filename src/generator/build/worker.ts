// Worker thread entry: runs batches of tasks.ts work sent by pool.ts (an empty batch only loads the task's code).
// In: { id, task, shared, items } messages; out: { id, results } or { id, error }, and, in the
// memory pool.ts shares with it, the index of the item being worked on (for an out-of-memory message).

import { parentPort, workerData } from 'node:worker_threads';
import { loadTask, type OnItem, type TaskName } from './tasks.ts';

const { current } = workerData as { current: Int32Array };
const onItem: OnItem = (i) => Atomics.store(current, 0, i);

parentPort!.on('message', async (message: { id: number; task: TaskName; shared: never; items: never[] }) => {
  try {
    const run = (await loadTask(message.task)) as (shared: never, items: never[], onItem: OnItem) => unknown[];
    parentPort!.postMessage({ id: message.id, results: run(message.shared, message.items, onItem) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
