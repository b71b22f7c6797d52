// Tables and code blocks wider than their column scroll sideways; a keyboard user reaches one with
// Tab to scroll it (WCAG 2.1.1). In: the HTML they come from; out: a hook marking them focusable while they scroll.

import { useEffect } from 'react';

export function useScrollableRegions(html: string): void {
  useEffect(() => {
    const mark = () => {
      for (const region of document.querySelectorAll<HTMLElement>('.doc__body table, .doc__body pre')) {
        if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
        else region.removeAttribute('tabindex');
      }
    };
    mark();
    window.addEventListener('resize', mark);
    return () => window.removeEventListener('resize', mark);
  }, [html]);
}
