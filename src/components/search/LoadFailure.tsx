// The red box shown when a lazily loaded part of search (its code or its index) fails to load.
// In: the error text and a retry callback; out: an alert with a 'Retry' button.

import type { Messages } from '../../i18n/index.ts';

export function LoadFailure({ ui, error, onRetry }: { ui: Messages; error: string; onRetry: () => void }) {
  return (
    <div className="search-failure" role="alert">
      <p>{error}</p>
      <button type="button" className="button" onClick={onRetry}>
        {ui.searchRetry}
      </button>
    </div>
  );
}
