// Prefetch: loads a route's data before its link is clicked — on hover or focus, and when the link
// scrolls into view — unless the connection asks to save data. In: how to tell a link's route and
// how to load it; out: document listeners and an observer, rescanned after each navigation.

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * False on a data-saver connection or a 2g / slow-2g one (either is enough): prefetching spends
 * the visitor's data on pages they may never open, which only pays off on a fast, unmetered link.
 */
export function allowsPrefetch(connection: Connection | undefined): boolean {
  return !(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''));
}

export interface Prefetcher {
  /** Watches the links now in the page (call after each render). */
  scan(): void;
}

/** Starts prefetching. `routeOf` says which known route a link leads to; `load` fetches it (once). */
export function startPrefetch(routeOf: (link: HTMLAnchorElement) => string | undefined, load: (path: string) => void): Prefetcher {
  const allowed = () => allowsPrefetch((navigator as Navigator & { connection?: Connection }).connection);
  const done = new Set<string>();
  const prefetch = (link: HTMLAnchorElement) => {
    const path = routeOf(link);
    if (path === undefined || done.has(path) || !allowed()) return;
    done.add(path);
    load(path);
  };
  const onPointer = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) prefetch(link);
  };
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('focusin', onPointer);

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer!.unobserve(entry.target);
            prefetch(entry.target as HTMLAnchorElement);
          }
        })
      : undefined;
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));
  return {
    scan() {
      if (!observer || !allowed()) return;
      observer.disconnect();
      // Observing waits for idle time so the new page paints and settles first.
      idle(() => {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const path = routeOf(link);
          if (path !== undefined && !done.has(path)) observer.observe(link);
        }
      });
    },
  };
}
