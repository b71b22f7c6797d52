// Previous/next links at the foot of a document or category page, in the sidebar's reading order.
// In: the two neighbours (either may be absent) and the UI strings; out: a labelled <nav>, or nothing.

import type { Messages } from '../i18n/index.ts';

type Neighbour = { title: string; href: string } | undefined;

export function Pagination({ prev, next, ui }: { prev: Neighbour; next: Neighbour; ui: Messages }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={ui.docsPagination}>
      {prev && (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__label">{ui.previous}</span>
          <span className="pagination__title">{prev.title}</span>
        </a>
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__label">{ui.next}</span>
          <span className="pagination__title">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
