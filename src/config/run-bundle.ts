// Runs a bundled module (a config or sidebars file, bundle.ts) in a worker thread under a time and
// memory limit, so that nothing it does can hang, exhaust or end the legaldocs process: an endless
// loop is stopped at the limit, `process.exit()` ends only the worker, a top-level await that never
// settles is told apart from a module that finished. In: the bundle's code; out: its default
// export (made cloneable), or what went wrong.

import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';

/** How long a module may run once its thread has started; configs take milliseconds. */
export const moduleTimeLimitMs = 10_000;
/** Heap a module may use (old generation), far beyond what a config holds. */
export const moduleMemoryLimitMb = 512;

/** Where in the bundle something was thrown (1-based). */
export interface BundlePosition {
  line: number;
  column?: number;
}

export type BundleOutcome =
  | { value: unknown }
  /** It threw: an Error's message and stack, or what it threw otherwise (`shown`) and where. */
  | { thrown: { message?: string; stack?: string; shown: string; at?: BundlePosition } }
  /** It called process.exit(code) before its default export was ready (the stack says where). */
  | { exited: number; stack?: string }
  /** It called process.kill (a signal for this process or another) or process.abort(): `refused` is the call. */
  | { refused: string; stack?: string }
  /** Its top-level await (or the promise it exports) never settled, and nothing was left to run. */
  | { unsettled: true }
  | { timedOut: number }
  | { outOfMemory: number };

// Marks a function or symbol in the value: neither can cross to the main thread. It comes back as
// a function of the same name, so a config's `title: () => …` is still "received function".
const mark = '__legaldocsNotCloneable';

// Plain JavaScript: the worker runs from a data: URL, the same whether legaldocs runs compiled or
// from its TypeScript sources (tests). A thrown value that is no Error has no stack: asked to
// locate throws, the worker listens to its own inspector for where exceptions are thrown in the
// bundle, and keeps the last. Only when asked, because with the debugger on, a thread that reaches
// its heap limit ends the whole process instead of itself.
const workerCode = `
import { parentPort, workerData } from 'node:worker_threads';
import { inspect, types } from 'node:util';
const { url, callDefault, locateThrows } = workerData;
// process.exit() in a worker ends only the worker: said first, so it is not taken for another end.
const exit = process.exit.bind(process);
process.exit = (code) => {
  parentPort.postMessage({ exited: Number(code ?? process.exitCode ?? 0), stack: String(new Error().stack) });
  exit(code);
};
// A signal, though, reaches the whole process (process.kill(process.pid)) or the one that started
// it (process.ppid), and abort() is no worker's to call: each such call throws, and is said first,
// so a module that catches the throw is still refused. Signal 0 only asks whether a process exists.
const kill = process.kill.bind(process);
const signal0 = process._kill.bind(process);
const refused = (call) => {
  const error = new Error(call + ' is not allowed while loading');
  parentPort.postMessage({ refused: call, stack: String(error.stack) });
  throw error;
};
const named = (pid) => (pid === process.pid ? 'process.pid' : pid === process.ppid ? 'process.ppid' : String(pid));
process.kill = (pid, signal) => (signal === 0 ? kill(pid, 0) : refused('process.kill(' + named(pid) + (signal === undefined ? '' : ', ' + JSON.stringify(signal)) + ')'));
process._kill = (pid, signal) => (signal === 0 ? signal0(pid, 0) : refused('process.kill(' + named(pid) + ')'));
process.abort = () => refused('process.abort()');
// \`import { kill } from 'node:process'\` sees the replacements too.
(await import('node:module')).syncBuiltinESMExports();
let lastThrow;
const listenForThrows = async () => {
  try {
    const { Session } = await import('node:inspector');
    const session = new Session();
    session.connect();
    const scripts = new Set();
    session.on('Debugger.scriptParsed', (m) => m.params.url === url && scripts.add(m.params.scriptId));
    session.on('Debugger.paused', (m) => {
      const frame = m.params.callFrames[0];
      if (m.params.reason === 'exception' && frame && scripts.has(frame.location.scriptId)) {
        lastThrow = { data: m.params.data, at: { line: frame.location.lineNumber + 1, column: frame.location.columnNumber + 1 } };
      }
      session.post('Debugger.resume');
    });
    session.post('Debugger.enable');
    session.post('Debugger.setPauseOnExceptions', { state: 'all' });
  } catch {
    // A Node.js built without the inspector: such a throw is reported without its line.
  }
};
if (locateThrows) await listenForThrows();
const cloneable = (value, seen) => {
  if (typeof value === 'function' || typeof value === 'symbol') {
    const name = typeof value === 'function' && typeof value.name === 'string' ? value.name : '';
    return { ${mark}: typeof value, name };
  }
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date || value instanceof RegExp || types.isNativeError(value) || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    const out = [];
    seen.set(value, out);
    for (const item of value) out.push(cloneable(item, seen));
    return out;
  }
  const out = {};
  seen.set(value, out);
  // Defined, not assigned: a key named __proto__ stays a key.
  for (const key of Object.keys(value)) Object.defineProperty(out, key, { value: cloneable(value[key], seen), enumerable: true, writable: true, configurable: true });
  return out;
};
// What the module printed reaches the main thread before its result, which ends the thread: a write
// still queued then was lost.
const flushed = () => Promise.all([process.stdout, process.stderr].map((stream) => new Promise((done) => stream.write('', done))));
try {
  let value = await (await import(url)).default;
  if (callDefault && typeof value === 'function') value = await value();
  await flushed();
  parentPort.postMessage({ value: cloneable(value, new Map()) });
} catch (error) {
  await flushed();
  if (types.isNativeError(error) || error instanceof Error) {
    parentPort.postMessage({ thrown: { message: String(error.message), stack: String(error.stack), shown: inspect(error) } });
  } else {
    const same = lastThrow && lastThrow.data.type === typeof error && (!('value' in lastThrow.data) || Object.is(lastThrow.data.value, error));
    parentPort.postMessage({ thrown: { shown: inspect(error), ...(same ? { at: lastThrow.at } : {}) } });
  }
}
`;
const workerUrl = new URL(`data:text/javascript,${encodeURIComponent(workerCode)}`);

/** Puts back a function (of the same name) or symbol where the worker marked one, in place. */
function revive(value: unknown, seen = new Set<object>()): unknown {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  const marked = (value as Record<string, unknown>)[mark];
  if (marked === 'symbol') return Symbol();
  if (marked === 'function') return Object.defineProperty(() => undefined, 'name', { value: (value as { name: string }).name });
  seen.add(value);
  for (const key of Object.keys(value)) (value as Record<string, unknown>)[key] = revive((value as Record<string, unknown>)[key], seen);
  return value;
}

export interface RunOptions {
  /** A default export that is a function is called (and awaited), as Docusaurus does with its config. */
  callDefault?: boolean;
  /** Where a value that is no Error is thrown is found (with no memory limit: see workerCode). */
  locateThrows?: boolean;
  timeLimitMs?: number;
  memoryLimitMb?: number;
}

/**
 * Runs `code` (an ES module) in a worker thread and resolves with its default export, awaited, or
 * with what stopped it. Never rejects.
 */
export function runBundle(code: string, options: RunOptions = {}): Promise<BundleOutcome> {
  const { timeLimitMs = moduleTimeLimitMs, memoryLimitMb = moduleMemoryLimitMb } = options;
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const worker = new Worker(workerUrl, {
    workerData: { url, callDefault: options.callDefault ?? false, locateThrows: options.locateThrows ?? false },
    ...(options.locateThrows ? {} : { resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb } }),
  });
  return new Promise((resolve) => {
    let outcome: BundleOutcome | undefined;
    let timer: NodeJS.Timeout | undefined;
    const settle = (o: BundleOutcome) => {
      outcome ??= o;
      clearTimeout(timer);
      // A module may leave timers or servers running: its default export is all that is needed.
      void worker.terminate();
    };
    // The limit starts when the thread runs, so a busy machine's slow thread start is not counted.
    worker.once('online', () => {
      timer = setTimeout(() => settle({ timedOut: timeLimitMs }), timeLimitMs);
    });
    worker.once('message', (message: BundleOutcome) => settle('value' in message ? { value: revive(message.value) } : message));
    // Thrown where the module's own try cannot catch it: in a timer or callback it started.
    worker.once('error', (error: unknown) => {
      if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') settle({ outOfMemory: memoryLimitMb });
      else settle({ thrown: error instanceof Error ? { message: error.message, stack: String(error.stack), shown: inspect(error) } : { shown: inspect(error) } });
    });
    worker.once('exit', (code) => {
      // Node ends a thread whose top-level await can no longer settle with exit code 13.
      settle(code === 13 ? { unsettled: true } : { exited: code });
      resolve(outcome!);
    });
  });
}
