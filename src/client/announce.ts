// After a client navigation: focus moves to the new page's main content, and a live region tells
// screen readers which page opened (a full load would have announced the new document).
// In: nothing at start, then each new page's heading; out: focus and an announcement.

/**
 * Adds the live region now — a region created together with its text is often not read — and
 * returns the function that focuses the page's main region (without scrolling) and announces it.
 */
export function createAnnouncer(): (title: string) => void {
  const region = document.createElement('div');
  // sr-only (site.css): read out, never seen.
  region.className = 'route-announcer sr-only';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return (title) => {
    document.getElementById('main')?.focus({ preventScroll: true });
    region.textContent = title;
  };
}
