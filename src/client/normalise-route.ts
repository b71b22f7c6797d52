// A static host that has `<route>.html` but not `<route>/index.html` (or the reverse) shows the
// not-found page for the other form; the spec normalises both to the route. In: the address of a
// not-found page, the routes the page knows and how to ask whether another locale's route exists;
// out: the route to go to, or undefined when the address is really unknown.

import { normalizeCandidates } from '../shared/urls.ts';

/** The route an address ending in `.html` or `/index.html` (or a stray `/`) stands for, if any. */
export async function normalisedRoute(url: URL, known: ReadonlySet<string>, exists: (path: string) => Promise<boolean>, trailingSlash = false): Promise<string | undefined> {
  let pathname = url.pathname;
  try {
    pathname = decodeURI(pathname);
  } catch {
    return undefined;
  }
  // The first candidate is the address itself, which is what was not found.
  // A slash put on is a page address only in the folder layout: elsewhere asking costs a 404.
  const candidates = normalizeCandidates(pathname).slice(1).filter((c) => trailingSlash || !(c.endsWith('/') && !pathname.endsWith('/') && !pathname.endsWith('.html')));
  for (const candidate of candidates) {
    if (known.has(candidate) || (await exists(candidate))) return candidate;
  }
  return undefined;
}
