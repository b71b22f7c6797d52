// The hint for a name that does not exist: the closest existing one, and what exists.
// In: the name and the names that exist; out: "Did you mean …? Available: …".

import { closest } from '../../diagnostics/closest.ts';

/** "Did you mean …?" when a name is close, then up to 30 of the available names. */
export function listAvailable(value: string, available: string[]): string {
  const near = closest(value, available);
  const shown = available.slice(0, 30).map((a) => `"${a}"`).join(', ');
  const more = available.length > 30 ? ` and ${available.length - 30} more` : '';
  return `${near ? `Did you mean "${near}"? ` : ''}Available: ${shown}${more}.`;
}
