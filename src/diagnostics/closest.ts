// "Did you mean …?": the candidate closest to a misspelt value, by edit distance.
// In: a value and candidates; out: the best candidate, or undefined when none is close.

import { boundedDistance } from '../shared/edit-distance.ts';

/** The closest candidate within a distance of about a third of the value's length (ties: alphabetical). */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(3, Math.ceil(value.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    // Exact up to bestDistance, so an equal candidate is a real tie.
    const d = boundedDistance(value, c, bestDistance);
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
