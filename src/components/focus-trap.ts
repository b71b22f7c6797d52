// Tab kept inside a modal panel (the search dialog, the mobile menu), as aria-modal promises.
// In: a Tab key event and the panel; out: focus moved to its other end when Tab would leave it.

import type { KeyboardEvent } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** On Tab from the panel's last focusable element, focuses its first; on Shift+Tab from the first, its last. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement | null): void {
  // Hidden elements (a collapsed sidebar's links) take no focus: they are skipped, not trapped on.
  const items = [...(panel?.querySelectorAll<HTMLElement>(focusable) ?? [])].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
