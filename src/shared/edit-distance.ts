// Levenshtein distance with a bound, for "did you mean" in diagnostics and typo matching in search.
// In: two strings and the most edits worth counting; out: their distance, or max + 1 beyond it.

// Two rows reused by every call: both callers run it over thousands of candidates (a site's
// routes for each broken link, the whole vocabulary for each keystroke).
let rowA = new Uint32Array(64);
let rowB = new Uint32Array(64);

/** Edit distance when at most `max`, else max + 1; gives up as soon as a whole row exceeds it, as most candidates are far off. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Uint32Array(b.length + 1);
    rowB = new Uint32Array(b.length + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}
