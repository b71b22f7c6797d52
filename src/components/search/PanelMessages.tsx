// The search panel's messages in place of results: the query failed, or it found nothing.
// In: UI strings (and for nothing found: the query, suggestions, the report link); out: the message.

import { format, type Messages } from '../../i18n/index.ts';
import { ReportMissing } from './ReportMissing.tsx';

/** The engine loaded but the query failed (a hosted index unreachable, say). */
export function SearchError({ ui }: { ui: Messages }) {
  return (
    <div className="search-modal__message" role="alert">
      <p className="search-modal__title">{ui.searchErrorTitle}</p>
      <p>{ui.searchErrorHelp}</p>
    </div>
  );
}

/** Nothing found: up to three frequent headings to try instead, and where to report what is missing. */
export function NoResults({
  ui,
  query,
  suggestions,
  reportUrl,
  onSuggest,
}: {
  ui: Messages;
  query: string;
  suggestions: string[];
  reportUrl: string | undefined;
  onSuggest: (query: string) => void;
}) {
  return (
    <div className="search-modal__message">
      <p className="search-modal__title">{format(ui.searchNoResults, { query })}</p>
      {suggestions.length > 0 && (
        <>
          <p>{ui.searchTrySearching}</p>
          <ul className="search-modal__suggestions">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="search-suggestion" onClick={() => onSuggest(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {reportUrl && <ReportMissing ui={ui} url={reportUrl} />}
    </div>
  );
}
