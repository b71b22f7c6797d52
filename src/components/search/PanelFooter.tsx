// The search panel's footer: the keys it answers to and, when there are hits, "See all" on the search page.
// In: UI strings and their language, the hit count (0 for none) and the search page's URL; out: the footer.

import type { MouseEvent } from 'react';
import { formatCount, type Messages } from '../../i18n/index.ts';
import { modifiedClick } from './HitLink.tsx';

export function PanelFooter({ ui, lang, nbHits, seeAllHref, onSeeAll }: { ui: Messages; lang: string; nbHits: number; seeAllHref: string; onSeeAll: () => void }) {
  const seeAll = (e: MouseEvent) => {
    if (modifiedClick(e)) return;
    e.preventDefault();
    onSeeAll();
  };
  return (
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
      {nbHits > 0 && (
        <a className="search-modal__see-all" href={seeAllHref} onClick={seeAll}>
          {formatCount(ui.searchSeeAll, nbHits, lang)}
        </a>
      )}
    </footer>
  );
}
