// Scroll for client navigation: each history entry remembers its position (in memory, and in its
// history state so a reload or a return from another site finds it); new pages go to the hash or top.
// In: history entry keys and URL hashes; out: window scroll positions.

export interface EntryState {
  /** Identifies the history entry; positions are kept per key. */
  key: string;
  scroll?: [number, number];
}

const positions = new Map<string, [number, number]>();
let counter = 0;

/** A key for a new history entry. */
export const newKey = (): string => `${Date.now().toString(36)}-${++counter}`;

/** Reads the router's state from a history state, if it is one. */
export function entryState(state: unknown): EntryState | undefined {
  const s = state as EntryState | null;
  return typeof s?.key === 'string' ? s : undefined;
}

/** Remembers the scroll position of the entry being left; `persist` also writes it into its state. */
export function saveScroll(key: string, persist: boolean): void {
  const at: [number, number] = [window.scrollX, window.scrollY];
  positions.set(key, at);
  if (persist) history.replaceState({ ...(history.state as object), key, scroll: at } satisfies EntryState, '');
}

/**
 * Keeps the shown entry's position in its history state as the visitor scrolls (once it settles for
 * 200 ms), so a reload or a return from another site finds it: the browser ignores state changes
 * made while a page unloads, so saving on the way out is too late. `key` is undefined while the
 * address is ahead of the page on show.
 */
export function keepScrollInState(key: () => string | undefined): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = key();
        if (current !== undefined) saveScroll(current, true);
      }, 200);
    },
    { passive: true },
  );
}

/** Goes back to an entry's remembered position; false when it has none. */
export function restoreScroll(entry: EntryState): boolean {
  const at = positions.get(entry.key) ?? entry.scroll;
  if (!at) return false;
  window.scrollTo(at[0], at[1]);
  return true;
}

/**
 * Checks the tab of each tab panel that holds `target` (plugins/tabs.ts puts a panel after its radio
 * and label), so what the hash names is shown: the stylesheet's `:target` rule does not apply to an
 * address the router sets.
 */
function chooseTabsOf(target: HTMLElement): void {
  for (let panel = target.closest('.tabs__panel'); panel; panel = panel.parentElement?.closest('.tabs__panel') ?? null) {
    const radio = panel.previousElementSibling?.previousElementSibling;
    if (radio instanceof HTMLInputElement && radio.type === 'radio') radio.checked = true;
  }
}

/** Scrolls to the element the hash names and returns it, or scrolls to the top when there is none. */
export function scrollToHash(hash: string): HTMLElement | null {
  let id = '';
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  const target = id ? document.getElementById(id) : null;
  if (target) {
    chooseTabsOf(target);
    target.scrollIntoView();
  }
  else window.scrollTo(0, 0);
  return target;
}
