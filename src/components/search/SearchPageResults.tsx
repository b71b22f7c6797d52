// The search page's results (a lazily loaded chunk): full results, 20 at a time with 'Load more'.
// In: UI strings, the SearchView and the query; out: the list, the no-results text or an error.

import { useEffect, useState, type MouseEvent } from 'react';
import type { DisplayHit } from '../../client/search/engine.ts';
import { engineFor } from '../../client/search/lazy.ts';
import { navigate } from '../../client/navigation.ts';
import { format, formatCount, type Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { groupHits } from './group-hits.ts';
import { HitLink, modifiedClick } from './HitLink.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { ReportMissing } from './ReportMissing.tsx';

const PAGE = 20;

export interface SearchPageResultsProps {
  ui: Messages;
  view: SearchView;
  query: string;
}

export function SearchPageResults({ ui, view, query }: SearchPageResultsProps) {
  const [hits, setHits] = useState<DisplayHit[] | null>(null);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setPage(0), [query]);

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

  if (failure) return <LoadFailure ui={ui} error={failure} onRetry={() => setAttempt((a) => a + 1)} />;
  if (error) {
    return (
      <div className="search-page__message" role="alert">
        <p>{ui.searchErrorTitle}</p>
        <p>{ui.searchErrorHelp}</p>
      </div>
    );
  }
  if (!hits) return null;
  return (
    <section className="search-page__results" aria-live="polite">
      <h2>{hits.length ? format(formatCount(ui.searchResultsCount, nbHits, view.lang), { query }) : format(ui.searchNoResults, { query })}</h2>
      {!hits.length && view.reportUrl && <ReportMissing ui={ui} url={view.reportUrl} />}
      {/* Each product's label once, above its hits, rather than above every hit. */}
      {groupHits(hits).map((group) => (
        <section key={group.lvl0} className="search-page__group">
          {group.lvl0 && <h3 className="search-page__lvl0">{group.lvl0}</h3>}
          <ol className="search-page__list">
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <HitLink hit={hit} onChoose={(e) => open(hit, e)} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      {hits.length < nbHits && (
        <button type="button" className="button" onClick={() => setPage((p) => p + 1)}>
          {ui.searchLoadMore}
        </button>
      )}
    </section>
  );
}
