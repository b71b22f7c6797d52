// What search loads on intent (hover, focus or touch of the button, a shortcut, the search page):
// the modal's and the search page's code, the engine with its index. In: a SearchView; out: promises.

import type { SearchView } from '../../shared/search-view.ts';
import { loadEngine, type Engine } from './engine.ts';

let modal: Promise<typeof import('../../components/search/SearchModal.tsx')> | undefined;
let pageResults: Promise<typeof import('../../components/search/SearchPageResults.tsx')> | undefined;
const engines = new Map<string, Promise<Engine>>();

/** Memoises a load, forgetting it when it fails so that the next attempt (Retry) fetches again. */
function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

export function modalCode() {
  modal ??= remember(import('../../components/search/SearchModal.tsx'), () => (modal = undefined));
  return modal;
}

export function pageResultsCode() {
  pageResults ??= remember(import('../../components/search/SearchPageResults.tsx'), () => (pageResults = undefined));
  return pageResults;
}

/** The engine of a locale; its index downloads on the first call. */
export function engineFor(view: SearchView): Promise<Engine> {
  const key = `${view.indexName}:${view.locale}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = remember(loadEngine(view), () => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

/** Starts both loads without waiting: the visitor is about to search. */
export function preload(view: SearchView): void {
  modalCode().catch(() => undefined);
  engineFor(view).catch(() => undefined);
}
