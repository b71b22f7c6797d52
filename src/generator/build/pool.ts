// A pool of worker threads, one per core, kept for the whole build (and across dev rebuilds).
// In: a task, shared data and items with a cost estimate in milliseconds; out: the results in
// item order. Starting a worker costs ~0.3 s here (loading its task's code, unified or React, then cold code), so
// batches estimated below `inlineBelowMs` stay on the main thread, as do runs from TypeScript
// sources (tests), which have no compiled worker to start.

import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LegaldocsError, WorkerStopped } from '../../diagnostics/diagnostic.ts';
import { outOfMemory } from '../runtime/out-of-memory.ts';
import { workingOn } from '../runtime/working-on.ts';
import { describeItem, loadTask, youngGenerationMb, type OnItem, type TaskFunction, type TaskName } from './tasks.ts';

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

/** A worker, the index of the item it is on in the batch it is on (-1: none), and the batches sent to it. */
interface Slot {
  worker: Worker;
  current: Int32Array;
  pending: Map<number, { resolve: (results: unknown[]) => void; reject: (error: Error) => void; task: TaskName; items: unknown[] }>;
}

/**
 * Why a batch failed when its worker stopped: out of memory (V8 ends a worker at its heap limit,
 * and the pool catches it), naming the document or page it was on and the limit to raise; else
 * what ended it. Either is said of the document it was on, so dev can tell it from other failures.
 */
function stopped(error: Error & { code?: string }, task: TaskName, item: unknown): LegaldocsError {
  const what = item === undefined ? undefined : (describeItem[task] as (i: unknown) => { doing: string; file?: string })(item);
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new LegaldocsError([outOfMemory(what?.doing, what?.file)]);
  return new LegaldocsError([
    new WorkerStopped(`a worker stopped${what ? ` ${what.doing}` : ''}: ${error.message}`, {
      file: what?.file,
      hint: 'Run the command again; if it stops on the same document again, this is a fault in legaldocs: please report it with the document.',
    }).toDiagnostic(),
  ]);
}

/** Creates a pool. `threads` defaults to the number of cores; `file` is the worker's script (worker.ts compiled). */
export function createPool(threads = os.availableParallelism(), inlineBelowMs = 1000, file = workerFile): Pool {
  const canThread = threads > 1 && (file !== workerFile || import.meta.url.endsWith('.js')) && existsSync(file);
  const slots: (Slot | undefined)[] = [];
  let nextId = 0;

  /**
   * Worker `i`, started for `task` unless it runs: a worker's heap is set for the task it is
   * started for (a build's render workers start after its parse workers end). A worker that
   * stopped (out of memory, or for any other reason) fails the batches it held and leaves its
   * place to a new one, started for the next batch: a long-running dev never waits on a dead one.
   */
  const worker = (i: number, task: TaskName): Slot => {
    const running = slots[i];
    if (running) return running;
    const current = new Int32Array(new SharedArrayBuffer(4)).fill(-1);
    const young = youngGenerationMb[task];
    const slot: Slot = { worker: new Worker(file, { workerData: { current }, ...(young ? { resourceLimits: { maxYoungGenerationSizeMb: young } } : {}) }), current, pending: new Map() };
    slot.worker.on('message', (m: { id: number; results?: unknown[]; error?: string }) => {
      const batch = slot.pending.get(m.id);
      if (!batch) return;
      slot.pending.delete(m.id);
      if (m.error !== undefined) batch.reject(new Error(m.error));
      else batch.resolve(m.results!);
    });
    const fail = (error: Error) => {
      if (slots[i] === slot) slots[i] = undefined;
      // The worker works through its batches in order: the first was the one it was on.
      [...slot.pending.values()].forEach((batch, k) => batch.reject(stopped(error, batch.task, k === 0 ? batch.items[Atomics.load(current, 0)] : undefined)));
      slot.pending.clear();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`it exited with code ${code}`)));
    return (slots[i] = slot);
  };
  const send = (slot: Slot, task: TaskName, shared: unknown, items: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = nextId++;
      slot.pending.set(id, { resolve, reject, task, items });
      slot.worker.postMessage({ id, task, shared, items });
    });

  return {
    async run(task, shared, items, cost, whole) {
      if (!items.length) return [];
      const total = whole ?? items.reduce((sum, item) => sum + cost(item), 0);
      if (!canThread || total < inlineBelowMs) {
        // Loaded on first inline use: the markdown pipeline and React cost ~0.2 s each to load,
        // which a build whose work is all cached never needs.
        const run = (await loadTask(task)) as (s: unknown, i: unknown[], onItem: OnItem) => unknown[];
        const describe = describeItem[task] as (item: unknown) => { doing: string; file?: string };
        return run(shared, items, (i) => {
          const what = describe(items[i]);
          workingOn(what.doing, what.file);
        }) as never;
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
      const closing = slots.filter((slot) => slot !== undefined);
      slots.length = 0;
      await Promise.all(closing.map((slot) => slot.worker.terminate()));
    },
  };
}
