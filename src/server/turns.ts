// Costly work done one task at a time, in the order asked, with a waiting line that is never left
// to grow: once the task at its head has waited too long, the line is not keeping up and new tasks
// are refused at once (to be answered 503), rather than waiting past any client's patience while
// other visitors' requests wait behind them. In: the longest wait to accept and the longest line;
// out: a function that runs a task in its turn, or says it was refused.

/** Runs tasks one at a time; resolves with a task's result, or `busy` when it was refused. `now` is the clock, in ms. */
export function takingTurns(maxWaitMs: number, maxWaiting: number, now: () => number = () => performance.now()): <T>(task: () => Promise<T>) => Promise<T | 'busy'> {
  const waiting: { since: number; start: () => void }[] = [];
  let running = false;
  const next = () => {
    running = false;
    const first = waiting.shift();
    if (first) {
      running = true;
      first.start();
    }
  };
  return async (task) => {
    if (running) {
      if (waiting.length >= maxWaiting || (waiting.length && now() - waiting[0]!.since > maxWaitMs)) return 'busy';
      await new Promise<void>((start) => waiting.push({ since: now(), start }));
    }
    running = true;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
