// A pool worker for tests (pool.ts's protocol, as worker.ts speaks it): upper-cases each item's
// text, and ends its thread (exit code 3) on an item whose text is "die", part-way through a batch.
import { parentPort, workerData } from 'node:worker_threads';

parentPort.on('message', ({ id, items }) => {
  const results = items.map((item, i) => {
    Atomics.store(workerData.current, 0, i);
    if (item.text === 'die') process.exit(3);
    return item.text.toUpperCase();
  });
  parentPort.postMessage({ id, results });
});
