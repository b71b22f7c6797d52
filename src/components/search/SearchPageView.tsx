// The search page /<locale>/search?q=…: the query kept in the URL, full results 20 at a time.
// In: UI strings and the SearchView; out: a form and, once hydrated, the results with 'Load more'.

import { useEffect, useState, type MouseEvent } from 'react';
import type { DisplayHit } from '../../client/search/engine.ts';
import { engineFor } from '../../client/search/lazy.ts';
import { navigate } from '../../client/navigation.ts';
import { format, type Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../search/view.ts';
import { HitLink, modifiedClick } from './HitLink.tsx';
import { LoadFailure } from './LoadFailure.tsx';

const PAGE = 20;

export function SearchPageView({ ui, view }: { ui: Messages; view: SearchView }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<DisplayHit[] | null>(null);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, 64));
  }, []);

  useEffect(() => {
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    setPage(0);
  }, [query]);

  useEffect(() => {
    let current = true;
    setFailure(null);
    setError(false);
    if (!query.trim()) {
      setHits(null);
      return;
    }
    const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    engineFor(view).then(
      (engine) =>
        engine.search(query, { page, hitsPerPage: PAGE, snippetWords: words }).then(
          (result) => {
            if (!current) return;
            setNbHits(result.nbHits);
            setHits((previous) => (page === 0 || !previous ? result.hits : [...previous, ...result.hits]));
          },
          () => current && setError(true),
        ),
      (e: Error) => current && setFailure(e.message),
    );
    return () => {
      current = false;
    };
  }, [query, page, view, attempt]);

  const open = (hit: DisplayHit, event: MouseEvent) => {
    if (modifiedClick(event)) return;
    event.preventDefault();
    navigate(hit.url);
  };

  return (
    <>
      <form className="search-form" role="search" action={view.searchHref} method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input">{ui.searchPageLabel}</label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          maxLength={64}
          placeholder={ui.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value.slice(0, 64))}
        />
        <button type="submit" className="button">
          {ui.searchSubmit}
        </button>
      </form>
      {failure && <LoadFailure ui={ui} error={failure} onRetry={() => setAttempt((a) => a + 1)} />}
      {error && (
        <div className="search-page__message" role="alert">
          <p>{ui.searchErrorTitle}</p>
          <p>{ui.searchErrorHelp}</p>
        </div>
      )}
      {hits && !failure && !error && (
        <section className="search-page__results" aria-live="polite">
          <h2>{hits.length ? format(ui.searchResultsCount, { count: nbHits, query }) : format(ui.searchNoResults, { query })}</h2>
          {!hits.length && view.reportUrl && (
            <p>
              {ui.searchReportMissing}{' '}
              <a href={view.reportUrl} target="_blank" rel="noopener noreferrer">
                {ui.searchReportLink}
              </a>
            </p>
          )}
          <ol className="search-page__list">
            {hits.map((hit) => (
              <li key={hit.id}>
                <span className="search-page__lvl0">{hit.lvl0}</span>
                <HitLink hit={hit} onChoose={(e) => open(hit, e)} />
              </li>
            ))}
          </ol>
          {hits.length < nbHits && (
            <button type="button" className="button" onClick={() => setPage((p) => p + 1)}>
              {ui.searchLoadMore}
            </button>
          )}
        </section>
      )}
    </>
  );
}
