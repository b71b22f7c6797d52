// Worker thread entry: runs batches of tasks.ts work sent by pool.ts.
// In: { id, task, shared, items } messages; out: { id, results } or { id, error }.

import { parentPort } from 'node:worker_threads';
import { tasks, type TaskName } from './tasks.ts';

parentPort!.on('message', (message: { id: number; task: TaskName; shared: never; items: never[] }) => {
  try {
    const results = tasks[message.task](message.shared, message.items);
    parentPort!.postMessage({ id: message.id, results });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
