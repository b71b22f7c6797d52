// The search dialog's panel (a lazily loaded chunk): start screen, grouped results, states and
// footer, driving the frame's input (SearchDialog) as a combobox. In: UI strings, the SearchView,
// the query and the frame's refs; out: the panel, as DocSearch's.

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { DisplayHit, ResultPage } from '../../client/search/engine.ts';
import { engineFor } from '../../client/search/lazy.ts';
import { addFavorite, addRecent, removeFavorite, removeRecent, savedSearches, toSaved, type SavedHit } from '../../client/search/recents.ts';
import { navigate } from '../../client/navigation.ts';
import { format } from '../../i18n/index.ts';
import { groupHits } from './group-hits.ts';
import { HitLink, modifiedClick } from './HitLink.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { ReportMissing } from './ReportMissing.tsx';
import type { SearchPanelProps } from './SearchDialog.tsx';

type Status = 'idle' | 'loading' | 'stalled' | 'error';
const HITS_PER_PAGE = 20;
const STALL_MS = 300;

const snippetWords = () => (window.matchMedia('(max-width: 768px)').matches ? 5 : 10);

export function SearchModal({ ui, view, query, setQuery, input, handlers, setInputState, onClose }: SearchPanelProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<ResultPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  /** The results panel: open on focus and typing; Escape, Tab or a click outside it close it. */
  const [panel, setPanel] = useState(true);
  const [saved, setSaved] = useState(() => savedSearches(view.indexName, view.locale));
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const panelArea = useRef<HTMLDivElement>(null);

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
            const suggested = page.hits.length ? [] : (await engine.suggestions()).slice(0, 3);
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
  const optionId = (i: number) => `search-option-${i}`;

  const expanded = itemCount > 0;
  const activeDescendant = itemCount ? optionId(Math.min(active, itemCount - 1)) : undefined;
  const stalled = status === 'stalled';
  const popup = showingSaved ? 'grid' : 'listbox';
  useLayoutEffect(
    () => setInputState({ expanded, stalled, popup, ...(activeDescendant ? { activeDescendant } : {}) }),
    [expanded, activeDescendant, stalled, popup, setInputState],
  );

  /** After ☆ or × the pressed button is gone: focus goes back to the input, so the keys still work. */
  const refresh = () => {
    setSaved(savedSearches(view.indexName, view.locale));
    input.current?.focus();
  };
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
  let body;
  if (!panel) {
    screen = 'closed';
  } else if (loadError) {
    screen = 'failure';
    body = <LoadFailure ui={ui} error={loadError} onRetry={() => setAttempt((a) => a + 1)} />;
  } else if (status === 'error') {
    screen = 'error';
    body = (
      <div className="search-modal__message" role="alert">
        <p className="search-modal__title">{ui.searchErrorTitle}</p>
        <p>{ui.searchErrorHelp}</p>
      </div>
    );
  } else if (showingSaved) {
    screen = 'start';
    body = savedFlat.length ? (
      // Saved searches carry their own buttons (☆, ×), which a listbox may not hold: a grid of rows,
      // the link's cell being the combobox's active item.
      <div role="grid" id="search-listbox" aria-label={ui.search}>
        {[
          { title: ui.searchFavorites, list: saved.favorites, offset: 0, favorite: true },
          { title: ui.searchRecent, list: saved.recent, offset: saved.favorites.length, favorite: false },
        ]
          .filter((s) => s.list.length)
          .map((section) => (
            <section key={section.title} className="search-modal__group" role="rowgroup" aria-label={section.title}>
              <h3 className="search-modal__group-title" aria-hidden="true">
                {section.title}
              </h3>
              {section.list.map((hit, i) => (
                <div key={hit.id} className="search-saved" role="row">
                  <div id={optionId(section.offset + i)} role="gridcell" className="search-saved__cell" aria-selected={active === section.offset + i}>
                    <a className="search-hit" href={hit.url} onClick={(e) => chooseSaved(hit, e)} onMouseMove={() => setActive(section.offset + i)}>
                      <span className="search-hit__title">{hit.title}</span>
                      {hit.path && <span className="search-hit__path">{hit.path}</span>}
                    </a>
                  </div>
                  {!section.favorite && (
                    <div role="gridcell">
                      <button type="button" className="search-saved__action" aria-label={ui.searchSaveRecent} title={ui.searchSaveRecent} onClick={() => (addFavorite(view.indexName, hit), refresh())}>
                        ☆
                      </button>
                    </div>
                  )}
                  <div role="gridcell">
                    <button
                      type="button"
                      className="search-saved__action"
                      aria-label={section.favorite ? ui.searchRemoveFavorite : ui.searchRemoveRecent}
                      title={section.favorite ? ui.searchRemoveFavorite : ui.searchRemoveRecent}
                      onClick={() => (section.favorite ? removeFavorite(view.indexName, hit.id) : removeRecent(view.indexName, hit.id), refresh())}
                    >
                      ×
                    </button>
                  </div>
                </div>
              ))}
            </section>
          ))}
      </div>
    ) : (
      <p className="search-modal__message">{ui.searchNoRecent}</p>
    );
  } else if (results && !results.hits.length && status === 'idle') {
    screen = 'empty';
    body = (
      <div className="search-modal__message">
        <p className="search-modal__title">{format(ui.searchNoResults, { query })}</p>
        {suggestions.length > 0 && (
          <>
            <p>{ui.searchTrySearching}</p>
            <ul className="search-modal__suggestions">
              {suggestions.map((s) => (
                <li key={s}>
                  <button type="button" className="search-suggestion" onClick={() => setQuery(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {view.reportUrl && <ReportMissing ui={ui} url={view.reportUrl} />}
      </div>
    );
  } else if (results) {
    screen = 'results';
    let n = 0;
    body = (
      <div role="listbox" id="search-listbox" aria-label={ui.search}>
        {groups.map((group) => (
          <section key={group.lvl0} className="search-modal__group" role="group" aria-label={group.lvl0}>
            <h3 className="search-modal__group-title" aria-hidden="true">
              {group.lvl0}
            </h3>
            {group.hits.map((hit) => {
              const i = n++;
              return <HitLink key={hit.id} hit={hit} id={optionId(i)} active={active === i} onChoose={(e) => choose(hit, e)} onPoint={() => setActive(i)} />;
            })}
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      <div ref={panelArea} className="search-modal__body" data-screen={screen}>
        {body}
      </div>
      <footer className="search-modal__footer">
        <ul className="search-modal__keys">
          <li>
            <kbd>↵</kbd> {ui.searchToSelect}
          </li>
          <li>
            <kbd>↓</kbd>
            <kbd>↑</kbd> {ui.searchToNavigate}
          </li>
          <li>
            <kbd>esc</kbd> {ui.searchToClose}
          </li>
        </ul>
        {results && results.nbHits > 0 && query.trim() && (
          <a
            className="search-modal__see-all"
            href={seeAllHref}
            onClick={(e) => {
              if (modifiedClick(e)) return;
              e.preventDefault();
              go(seeAllHref);
            }}
          >
            {format(ui.searchSeeAll, { count: results.nbHits })}
          </a>
        )}
      </footer>
    </>
  );
}
