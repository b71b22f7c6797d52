// Tables wider than their column scroll sideways; a keyboard user reaches one with Tab to scroll it
// (WCAG 2.1.1). In: the HTML the tables come from; out: a hook marking them focusable while they scroll.

import { useEffect } from 'react';

export function useScrollableTables(html: string): void {
  useEffect(() => {
    const mark = () => {
      for (const table of document.querySelectorAll<HTMLTableElement>('.doc__body table')) {
        if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    mark();
    window.addEventListener('resize', mark);
    return () => window.removeEventListener('resize', mark);
  }, [html]);
}
