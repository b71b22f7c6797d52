// "Did you mean …?": the candidate closest to a misspelt value, by edit distance.
// In: a value, candidates and which of them to prefer; out: the best candidate, or undefined when none is close.

import { boundedDistance } from '../shared/edit-distance.ts';

/**
 * The closest candidate within a distance of a third of the value's length (one edit for a value of
 * up to five characters): a suggestion further off names something else ("versions" is three edits
 * from "version_of", not a misspelling of it). Of equally close
 * ones, a `preferred` candidate (a current document rather than an archived version) wins, then the
 * first alphabetically; one not preferred wins only by being closer.
 */
export function closest(value: string, candidates: Iterable<string>, preferred: (candidate: string) => boolean = () => true): string | undefined {
  const limit = Math.max(1, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestPreferred = false;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    // Exact up to bestDistance, so an equal candidate is a real tie.
    const d = boundedDistance(value, c, bestDistance);
    if (d > bestDistance || (d === bestDistance && best === undefined)) continue;
    const isPreferred = preferred(c);
    const better = d < bestDistance || (isPreferred && !bestPreferred) || (isPreferred === bestPreferred && c < best!);
    if (better) {
      best = c;
      bestPreferred = isPreferred;
      bestDistance = d;
    }
  }
  return best;
}
