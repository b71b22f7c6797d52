// Work that should have the cores to itself (dev's requests), and a way for background work to
// wait until none is running. In: work to run; out: its result, and a promise of quiet.

export interface QuietGate {
  /** Runs the work; `quiet()` waits until it, and any other running meanwhile, is done. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no work is running (at once when none is). */
  quiet(): Promise<void>;
}

export function quietGate(): QuietGate {
  let running = 0;
  let quiet = Promise.resolve();
  let settle: () => void = () => undefined;
  return {
    async during(work) {
      if (running++ === 0) quiet = new Promise((resolve) => (settle = resolve));
      try {
        return await work();
      } finally {
        if (--running === 0) settle();
      }
    },
    quiet: () => quiet,
  };
}
