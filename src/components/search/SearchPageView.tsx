// The search page /<locale>/search?q=…: a form whose query is kept in the URL; the results and
// the engine load lazily once the page is open. In: UI strings and the SearchView; out: the page.

import { useEffect, useState, type ComponentType } from 'react';
import { pageResultsCode } from '../../client/search/lazy.ts';
import type { Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { LoadFailure } from './LoadFailure.tsx';
import type { SearchPageResultsProps } from './SearchPageResults.tsx';

export function SearchPageView({ ui, view }: { ui: Messages; view: SearchView }) {
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ComponentType<SearchPageResultsProps> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = () => {
    setFailure(null);
    pageResultsCode().then(
      (m) => setResults(() => m.SearchPageResults),
      (e: Error) => setFailure(e.message),
    );
  };

  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, 64));
    load();
  }, []);

  useEffect(() => {
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  }, [query]);

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
      {failure && <LoadFailure ui={ui} error={failure} onRetry={load} />}
      {Results && <Results ui={ui} view={view} query={query} />}
    </>
  );
}
