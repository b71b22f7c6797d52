// A pool of worker threads, one per core, kept for the whole build (and across dev rebuilds).
// In: a task, shared data and items with a cost estimate in milliseconds; out: the results in
// item order. Starting a worker costs ~0.3 s here (loading its task's code, unified or React, then cold code), so
// batches estimated below `inlineBelowMs` stay on the main thread, as do runs from TypeScript
// sources (tests), which have no compiled worker to start.

import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadTask, youngGenerationMb, type TaskFunction, type TaskName } from './tasks.ts';

type Shared<T extends TaskName> = Parameters<TaskFunction<T>>[0];
type Item<T extends TaskName> = Parameters<TaskFunction<T>>[1][number];
type Result<T extends TaskName> = ReturnType<TaskFunction<T>>[number];

export interface Pool {
  /**
   * `cost` estimates one item's work in milliseconds on one core. `whole`, the estimated cost of
   * all the work this run is a part of, decides instead of the run's own cost whether it goes to
   * the workers: a large job sent in small runs (to bound the memory in flight) still uses them.
   */
  run<T extends TaskName>(task: T, shared: Shared<T>, items: Item<T>[], cost: (item: Item<T>) => number, whole?: number): Promise<Result<T>[]>;
  /**
   * Starts `count` workers (one by default) now and loads a task's code there, so they are ready by
   * the time work arrives: nothing without threads, or when `whole`, the work expected, will stay
   * on the main thread.
   */
  prepare(task?: TaskName, count?: number, whole?: number): void;
  close(): Promise<void>;
}

/** Splits items into `n` buckets of about equal cost (largest first, into the lightest bucket). */
export function balance<T>(items: readonly T[], n: number, cost: (item: T) => number): number[][] {
  const buckets = Array.from({ length: n }, () => ({ load: 0, indexes: [] as number[] }));
  const order = items.map((item, i) => ({ i, c: cost(item) })).sort((a, b) => b.c - a.c || a.i - b.i);
  for (const { i, c } of order) {
    const lightest = buckets.reduce((min, b) => (b.load < min.load ? b : min));
    lightest.load += c;
    lightest.indexes.push(i);
  }
  return buckets.map((b) => b.indexes.sort((x, y) => x - y)).filter((b) => b.length);
}

/** Items per message to a worker. */
const sliceSize = 64;

const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));

/** Creates a pool. `threads` defaults to the number of cores. */
export function createPool(threads = os.availableParallelism(), inlineBelowMs = 1000): Pool {
  const canThread = threads > 1 && import.meta.url.endsWith('.js') && existsSync(workerFile);
  const workers: Worker[] = [];
  let nextId = 0;

  // A worker's heap is set for the task it is started for (a build's render workers start after its parse workers end).
  const worker = (i: number, task: TaskName) => {
    const young = youngGenerationMb[task];
    return (workers[i] ??= new Worker(workerFile, young ? { resourceLimits: { maxYoungGenerationSizeMb: young } } : {}));
  };
  const send = (w: Worker, task: TaskName, shared: unknown, items: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (m: { id: number; results?: unknown[]; error?: string }) => {
        if (m.id !== id) return;
        w.off('message', onMessage);
        w.off('error', onError);
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.results!);
      };
      const onError = (e: Error) => {
        w.off('message', onMessage);
        reject(e);
      };
      w.on('message', onMessage);
      w.once('error', onError);
      w.postMessage({ id, task, shared, items });
    });

  return {
    async run(task, shared, items, cost, whole) {
      if (!items.length) return [];
      const total = whole ?? items.reduce((sum, item) => sum + cost(item), 0);
      if (!canThread || total < inlineBelowMs) {
        // Loaded on first inline use: the markdown pipeline and React cost ~0.2 s each to load,
        // which a build whose work is all cached never needs.
        const run = (await loadTask(task)) as (s: unknown, i: unknown[]) => unknown[];
        return run(shared, items) as never;
      }
      const buckets = balance(items, threads, cost as (item: unknown) => number);
      // Each worker gets its share in slices: a worker holds a slice's results (parsed documents,
      // rendered pages) only until they are posted, not its whole share until the end.
      const parts = await Promise.all(
        buckets.map(async (b, i) => {
          const results: unknown[] = [];
          for (let k = 0; k < b.length; k += sliceSize) results.push(...(await send(worker(i, task), task, shared, b.slice(k, k + sliceSize).map((j) => items[j]))));
          return results;
        }),
      );
      const results = new Array(items.length);
      buckets.forEach((b, i) => b.forEach((j, k) => (results[j] = parts[i]![k])));
      return results;
    },
    prepare(task = 'parse', count = 1, whole = Infinity) {
      if (whole < inlineBelowMs) return;
      // A failure to load shows again, and is reported, when work is sent.
      for (let i = 0; canThread && i < Math.min(count, threads); i++) send(worker(i, task), task, null, []).catch(() => undefined);
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
      workers.length = 0;
    },
  };
}
