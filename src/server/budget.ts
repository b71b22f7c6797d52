// What each client (an address) may spend in a window of time: refused requests, hits searched.
// A client past its budget is answered 503 until the window ends, at the cost of a short answer,
// so one that keeps sending what is refused, or costly calls, is shed before readers are slowed.
// In: the window, the limit and a clock; out: a budget to spend from and ask about, per client.

export interface Budget {
  /** Adds `amount` to what `client` spent in the current window. */
  spend(client: string, amount: number): void;
  /** True while `client` has spent its limit in the current window. */
  exhausted(client: string): boolean;
}

/** Fixed windows of `windowMs` per client; at most `clients` are remembered (the oldest windows are forgotten first). */
export function clientBudget({ windowMs, limit, clients = 10_000, now = () => performance.now() }: { windowMs: number; limit: number; clients?: number; now?: () => number }): Budget {
  // Insertion order is the order windows started: the first is the oldest.
  const spent = new Map<string, { since: number; amount: number }>();
  const current = (client: string) => {
    const window = spent.get(client);
    if (window && now() - window.since < windowMs) return window;
    spent.delete(client);
    return undefined;
  };
  return {
    spend(client, amount) {
      const window = current(client);
      if (window) return void (window.amount += amount);
      if (spent.size >= clients) spent.delete(spent.keys().next().value!);
      spent.set(client, { since: now(), amount });
    },
    exhausted: (client) => (current(client)?.amount ?? 0) >= limit,
  };
}
