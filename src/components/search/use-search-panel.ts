// The search panel's state: results of the query as it is typed, the active item, saved searches,
// whether the panel is open, loading and errors. In: the SearchView, the query and the frame's input;
// out: that state, what the screens show, and the combobox state told to the frame.

import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { ResultPage } from '../../client/search/engine.ts';
import { engineFor } from '../../client/search/lazy.ts';
import { savedSearches } from '../../client/search/recents.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { groupHits } from './group-hits.ts';
import type { InputState } from './SearchDialog.tsx';

type Status = 'idle' | 'loading' | 'stalled' | 'error';
const HITS_PER_PAGE = 20;
const STALL_MS = 300;

const snippetWords = () => (window.matchMedia('(max-width: 768px)').matches ? 5 : 10);

/** The id of the panel's i-th item (a hit, or a saved search's link), for aria-activedescendant. */
export const optionId = (i: number) => `search-option-${i}`;

export function useSearchPanel({
  view,
  query,
  input,
  setInputState,
}: {
  view: SearchView;
  query: string;
  input: RefObject<HTMLInputElement | null>;
  setInputState: (state: InputState) => void;
}) {
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<ResultPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  /** The results panel: open on focus and typing; Escape, Tab or a click outside it close it. */
  const [panel, setPanel] = useState(true);
  const [saved, setSaved] = useState(() => savedSearches(view.indexName, view.locale));
  const [suggestions, setSuggestions] = useState<string[]>([]);

  // Typing, a focus or a press on the input opens the panel again.
  useEffect(() => setPanel(true), [query]);
  useEffect(() => {
    const el = input.current;
    const open = () => setPanel(true);
    el?.addEventListener('focus', open);
    el?.addEventListener('mousedown', open);
    return () => {
      el?.removeEventListener('focus', open);
      el?.removeEventListener('mousedown', open);
    };
  }, [input]);

  useEffect(() => {
    let current = true;
    setLoadError(null);
    if (!query.trim()) {
      setResults(null);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    const stall = setTimeout(() => current && setStatus('stalled'), STALL_MS);
    const settle = (next: Status) => {
      clearTimeout(stall);
      if (current) setStatus(next);
    };
    engineFor(view).then(
      (engine) =>
        engine.search(query, { page: 0, hitsPerPage: HITS_PER_PAGE, snippetWords: snippetWords() }).then(
          async (page) => {
            const suggested = page.hits.length ? [] : (await engine.suggestions(query)).slice(0, 3);
            if (!current) return;
            setSuggestions(suggested);
            setResults(page);
            setActive(0);
            settle('idle');
          },
          () => settle('error'),
        ),
      (error: Error) => {
        if (current) setLoadError(error.message);
        settle('idle');
      },
    );
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [query, view, attempt]);

  const groups = useMemo(() => (results ? groupHits(results.hits, view.maxResultsPerGroup) : []), [results, view.maxResultsPerGroup]);
  const flat = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const savedFlat = useMemo(() => [...saved.favorites, ...saved.recent], [saved]);
  const showingSaved = !query.trim();
  const itemCount = !panel ? 0 : showingSaved ? savedFlat.length : flat.length;

  const expanded = itemCount > 0;
  const activeDescendant = itemCount ? optionId(Math.min(active, itemCount - 1)) : undefined;
  const stalled = status === 'stalled';
  const popup = showingSaved ? 'grid' : 'listbox';
  useLayoutEffect(
    () => setInputState({ expanded, stalled, popup, ...(activeDescendant ? { activeDescendant } : {}) }),
    [expanded, activeDescendant, stalled, popup, setInputState],
  );

  return {
    status,
    results,
    loadError,
    retry: () => setAttempt((a) => a + 1),
    active,
    setActive,
    panel,
    setPanel,
    saved,
    /** After ☆ or × the pressed button is gone: focus goes back to the input, so the keys still work. */
    refreshSaved: () => {
      setSaved(savedSearches(view.indexName, view.locale));
      input.current?.focus();
    },
    suggestions,
    groups,
    /** The items the arrow keys move through: the hits in order, or the saved searches (favorites first). */
    flat,
    savedFlat,
    showingSaved,
    itemCount,
  };
}
