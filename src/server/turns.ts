// Costly work done one task at a time, with a waiting line that is never left to grow: once the
// task waiting longest has waited too long, the line is not keeping up and new tasks are refused at
// once (to be answered 503), rather than waiting past any client's patience while other visitors'
// requests wait behind them. The line is fair between clients: each client (a key, its address) has
// a few tasks in it at most, and clients take turns, so one that sends many costly calls delays
// another's by one task, not by all of its own.
// In: the longest wait to accept, the longest line and a client's share; out: a function that runs
// a task in its turn, or says it was refused.

interface Waiting {
  since: number;
  start: () => void;
}

/**
 * Runs tasks one at a time; resolves with a task's result, or `busy` when it was refused: the line
 * not moving, full, or already holding `perClient` tasks of the task's client (running included).
 * Tasks of one client run in the order asked; clients take turns. `now` is the clock, in ms.
 */
export function takingTurns({
  maxWaitMs,
  maxWaiting,
  perClient = Infinity,
  now = () => performance.now(),
}: {
  maxWaitMs: number;
  maxWaiting: number;
  perClient?: number;
  now?: () => number;
}): <T>(task: () => Promise<T>, client?: string) => Promise<T | 'busy'> {
  // Each client's line, in the order clients are served: a client served goes to the back.
  const lines = new Map<string, Waiting[]>();
  /** Each client's tasks waiting or running. */
  const held = new Map<string, number>();
  let waiting = 0;
  let running = false;
  const longestWait = () => {
    let since = Infinity;
    for (const line of lines.values()) since = Math.min(since, line[0]!.since);
    return now() - since;
  };
  const next = () => {
    running = false;
    const [client, line] = lines.entries().next().value ?? [];
    if (client === undefined) return;
    lines.delete(client);
    const first = line!.shift()!;
    if (line!.length) lines.set(client, line!);
    waiting--;
    running = true;
    first.start();
  };
  return async (task, client = '') => {
    const mine = held.get(client) ?? 0;
    if (mine >= perClient) return 'busy';
    if (running && (waiting >= maxWaiting || (waiting && longestWait() > maxWaitMs))) return 'busy';
    held.set(client, mine + 1);
    try {
      if (running) {
        await new Promise<void>((start) => {
          const line = lines.get(client) ?? [];
          line.push({ since: now(), start });
          lines.set(client, line);
          waiting++;
        });
      }
      running = true;
      try {
        return await task();
      } finally {
        next();
      }
    } finally {
      const left = held.get(client)! - 1;
      if (left) held.set(client, left);
      else held.delete(client);
    }
  };
}
