// The search dialog's panel (a lazily loaded chunk): start screen, grouped results, states and
// footer, driving the frame's input (SearchDialog) as a combobox. In: UI strings, the SearchView,
// the query and the frame's refs; out: the panel, as DocSearch's.

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DisplayHit } from '../../client/search/engine.ts';
import { addFavorite, addRecent, removeFavorite, removeRecent, toSaved, type SavedHit } from '../../client/search/recents.ts';
import { navigate } from '../../client/navigation.ts';
import { modifiedClick } from './HitLink.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { PanelFooter } from './PanelFooter.tsx';
import { NoResults, SearchError } from './PanelMessages.tsx';
import { ResultList } from './ResultList.tsx';
import { SavedSearches } from './SavedSearches.tsx';
import type { SearchPanelProps } from './SearchDialog.tsx';
import { useSearchPanel } from './use-search-panel.ts';

export function SearchModal({ ui, view, query, setQuery, input, handlers, setInputState, onClose }: SearchPanelProps) {
  const state = useSearchPanel({ view, query, input, setInputState });
  const { status, results, loadError, active, setActive, panel, setPanel, saved, flat, savedFlat, showingSaved, itemCount } = state;
  const panelArea = useRef<HTMLDivElement>(null);

  const go = (url: string) => {
    onClose();
    navigate(url);
  };
  const choose = (hit: DisplayHit, event?: MouseEvent) => {
    if (event && modifiedClick(event)) return;
    event?.preventDefault();
    addRecent(view.indexName, toSaved(hit, view.locale));
    go(hit.url);
  };
  const chooseSaved = (hit: SavedHit, event?: MouseEvent) => {
    if (event && modifiedClick(event)) return;
    event?.preventDefault();
    addRecent(view.indexName, hit);
    go(hit.url);
  };
  const seeAllHref = `${view.searchHref}?q=${encodeURIComponent(query)}`;

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // As DocSearch's autocomplete: close the panel, then clear the query, then close the modal.
      if (query && panel) setPanel(false);
      else if (query) {
        setQuery('');
        // The focused item (a hit, "See all") may go with the query: typing resumes in the input.
        input.current?.focus();
      } else onClose();
    } else if (event.key === 'Tab' && event.target === input.current) {
      setPanel(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (itemCount) setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : itemCount - 1)) % itemCount);
    } else if (event.key === 'Enter' && itemCount && event.target === input.current) {
      event.preventDefault();
      const url = showingSaved ? savedFlat[active]?.url : flat[active]?.url;
      if (!url) return;
      if (event.ctrlKey || event.metaKey) window.open(url, '_blank', 'noopener');
      else if (event.shiftKey) window.open(url, '_blank', 'noopener,popup');
      else if (showingSaved) chooseSaved(savedFlat[active]!);
      else choose(flat[active]!);
    }
  };
  const boxMouseDown = (e: MouseEvent) => {
    // As DocSearch's autocomplete: a press outside the input and the results closes the panel.
    // Not on a link or button ("See all", Cancel): the panel closing would move it from under the pointer.
    const target = e.target as Element;
    if (target.closest('a, button') || input.current?.contains(target) || panelArea.current?.contains(target)) return;
    setPanel(false);
  };
  // The frame calls the handlers of the latest render.
  useLayoutEffect(() => {
    handlers.current = { keyDown, boxMouseDown };
  });
  useEffect(
    () => () => {
      handlers.current = {};
    },
    [handlers],
  );

  // The screen shown, for styling and for tests that wait on it.
  let screen: 'closed' | 'failure' | 'error' | 'start' | 'empty' | 'results' | 'loading' = 'loading';
  let body: ReactNode;
  if (!panel) {
    screen = 'closed';
  } else if (loadError) {
    screen = 'failure';
    body = <LoadFailure ui={ui} error={loadError} onRetry={state.retry} />;
  } else if (status === 'error') {
    screen = 'error';
    body = <SearchError ui={ui} />;
  } else if (showingSaved) {
    screen = 'start';
    body = (
      <SavedSearches
        ui={ui}
        saved={saved}
        active={active}
        onPoint={setActive}
        onChoose={chooseSaved}
        onFavorite={(hit) => (addFavorite(view.indexName, hit), state.refreshSaved())}
        onRemove={(hit, favorite) => (favorite ? removeFavorite(view.indexName, hit.id) : removeRecent(view.indexName, hit.id), state.refreshSaved())}
      />
    );
  } else if (results && !results.hits.length && status === 'idle') {
    screen = 'empty';
    body = <NoResults ui={ui} query={query} suggestions={state.suggestions} reportUrl={view.reportUrl} onSuggest={setQuery} />;
  } else if (results) {
    screen = 'results';
    body = <ResultList ui={ui} groups={state.groups} active={active} onPoint={setActive} onChoose={choose} />;
  }

  return (
    <>
      <div ref={panelArea} className="search-modal__body" data-screen={screen}>
        {body}
      </div>
      <PanelFooter ui={ui} lang={view.lang} nbHits={results && query.trim() ? results.nbHits : 0} seeAllHref={seeAllHref} onSeeAll={() => go(seeAllHref)} />
    </>
  );
}
