// Edit distance with a bound, for "did you mean" in diagnostics and typo matching in search.
// In: two strings and the most edits worth counting; out: their distance, or max + 1 beyond it.

// Three rows reused by every call: both callers run it over thousands of candidates (a site's
// routes for each broken link, the whole vocabulary for each keystroke).
let rows = [new Uint32Array(64), new Uint32Array(64), new Uint32Array(64)];

/**
 * Edit distance counting two swapped neighbours as one edit, as Algolia counts typos ("cookeis"
 * is one typo from "cookies", where plain Levenshtein counts two): the optimal string alignment
 * distance when at most `max`, else max + 1. It gives up as soon as a whole row exceeds `max`, as
 * most candidates are far off: a row's minimum never falls again, transpositions included.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Uint32Array(b.length + 1));
  let [before, prev, cur] = rows as [Uint32Array, Uint32Array, Uint32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && before[j - 2]! + 1 < v) v = before[j - 2]! + 1;
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length]!;
}
