// Worker thread entry: runs batches of tasks.ts work sent by pool.ts (an empty batch only loads the task's code).
// In: { id, task, shared, items } messages; out: { id, results } or { id, error }.

import { parentPort } from 'node:worker_threads';
import { loadTask, type TaskName } from './tasks.ts';

parentPort!.on('message', async (message: { id: number; task: TaskName; shared: never; items: never[] }) => {
  try {
    const run = (await loadTask(message.task)) as (shared: never, items: never[]) => unknown[];
    parentPort!.postMessage({ id: message.id, results: run(message.shared, message.items) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
