// Browser storage behind one wrapper: localStorage when it works, in-memory values when it is
// blocked or missing (private modes, disabled cookies), with one console warning, never a crash.
// In: keys and values; out: get/set/remove and a subscription to changes made in other tabs.

const memory = new Map<string, string>();
let usable: boolean | undefined;

function available(): boolean {
  if (usable !== undefined) return usable;
  try {
    const probe = '__legaldocs_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    usable = true;
  } catch (error) {
    usable = false;
    console.warn(`legaldocs: localStorage is unavailable (${(error as Error).message}); settings last until the page is closed.`);
  }
  return usable;
}

export const storage = {
  get(key: string): string | null {
    if (!available()) return memory.get(key) ?? null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    if (!available()) return;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Quota exceeded: the in-memory copy keeps this tab consistent.
    }
  },
  remove(key: string): void {
    memory.delete(key);
    if (!available()) return;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as set: memory already reflects the change.
    }
  },
  /** Calls `listener` when another tab changes `key`; returns the unsubscribe function. */
  subscribe(key: string, listener: (value: string | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
