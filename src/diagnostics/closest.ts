// "Did you mean …?": the candidate closest to a misspelt value, by edit distance.
// In: a value and candidates; out: the best candidate, or undefined when none is close.

/**
 * Levenshtein distance, giving up (returning bound + 1) once it must exceed `bound`: a site with
 * many broken links asks this of thousands of candidates, and most are far off.
 */
function distance(a: string, b: string, bound: number, rowA: Uint32Array, rowB: Uint32Array): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > bound) return bound + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}

/** The closest candidate within a distance of about a third of the value's length (ties: alphabetical). */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(3, Math.ceil(value.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let prev = new Uint32Array(64);
  let row = new Uint32Array(64);
  for (const c of candidates) {
    if (c.length + 1 > prev.length) {
      prev = new Uint32Array(c.length + 1);
      row = new Uint32Array(c.length + 1);
    }
    // Exact up to bestDistance, so an equal candidate is a real tie.
    const d = distance(value, c, bestDistance, prev, row);
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
