// The navbar's search entry point, placed by the navbar and the mobile menu alike.
// In: UI strings and the search page URL; out: a control that leads to search.

import type { Messages } from '../../i18n/index.ts';

export function SearchButton({ ui, searchHref }: { ui: Messages; searchHref: string }) {
  return (
    <a className="navbar__search" href={searchHref}>
      {ui.search}
    </a>
  );
}
