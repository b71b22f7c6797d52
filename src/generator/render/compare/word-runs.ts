// The word diff's alignment: which words of a paragraph's older and newer text are kept, as runs
// of kept words and of changes, slid to where they read as phrases. In: both texts' tokens and the
// indexes of their words, and the section's budget; out: the runs, or undefined for a rewrite.

import type { Context } from './context.ts';
import { edits, type Edit } from './sequence.ts';
import type { Token } from './tokens.ts';

/** Below this share of words kept in order, a paragraph is shown deleted whole, then inserted whole. */
const REWRITE = 0.3;

/** Punctuation: kept or changed like words, but only where the words around it are. */
const punctuation = /^\p{P}+$/u;

/** Runs of the word diff: words kept, or a stretch of changes (words removed and added). */
type Run = Edit;

/**
 * The word diff as runs, or undefined when the two texts keep less than REWRITE of their words in
 * order, or when finding out would overspend the section's budget (context.ts): `diff`'s Myers
 * search costs the words' count times the edits, so it stops at the edit count either allows.
 */
export function wordRuns(a: readonly Token[], b: readonly Token[], wa: number[], wb: number[], ctx: Context): Run[] | undefined {
  const size = wa.length + wb.length;
  if (rewrittenPhrases(a, b, wa, wb)) return undefined;
  const ka = wa.map((i) => a[i]!.key);
  const kb = wb.map((i) => b[i]!.key);
  // Words first, punctuation then within what lies between them: "a, b and c" → "a; b, and c"
  // keeps "b" (a comma kept instead would say the word was replaced).
  const words = (tokens: readonly Token[], at: number[]) => at.flatMap((i, k) => (punctuation.test(tokens[i]!.text) ? [] : [k]));
  const [la, lb] = [words(a, wa), words(b, wb)];
  // At most the edits that keep REWRITE of the words (and within the section's budget), searched
  // over at most every pair of words once.
  let compared = 0;
  const allowed = Math.min(size * Math.floor((1 - REWRITE) * size), ctx.budget.steps);
  const top = edits(la.length, lb.length, (i, j) => (compared++, ka[la[i]!] === kb[lb[j]!]), allowed);
  if (!top) {
    ctx.budget.steps -= allowed;
    return undefined;
  }
  // Pairs of kept tokens (indexes into wa and wb), the words' and, between them, the punctuation's.
  const pairs: [number, number][] = [];
  let [pa, pb] = [-1, -1];
  const between = (na: number, nb: number) => {
    const [from, to] = [pa + 1, pb + 1];
    const found = na > from && nb > to ? edits(na - from, nb - to, (i, j) => (compared++, ka[from + i] === kb[to + j])) : [];
    let [i, j] = [from, to];
    for (const run of found!) {
      if ('kept' in run) for (let k = 0; k < run.kept; k++) pairs.push([i++, j++]);
      else [i, j] = [i + run.removed, j + run.added];
    }
  };
  let [i, j] = [0, 0];
  for (const run of top) {
    if (!('kept' in run)) {
      [i, j] = [i + run.removed, j + run.added];
      continue;
    }
    for (let k = 0; k < run.kept; k++, i++, j++) {
      between(la[i]!, lb[j]!);
      pairs.push([(pa = la[i]!), (pb = lb[j]!)]);
    }
  }
  between(wa.length, wb.length);
  ctx.budget.steps -= compared;
  if ((2 * pairs.length) / Math.max(size, 1) < REWRITE) return undefined;
  const runs: Run[] = [];
  [pa, pb] = [-1, -1];
  for (const [x, y] of [...pairs, [wa.length, wb.length] as [number, number]]) {
    if (x > pa + 1 || y > pb + 1) runs.push({ removed: x - pa - 1, added: y - pb - 1 });
    const last = runs.at(-1);
    if (x < wa.length) {
      if (last && 'kept' in last) last.kept++;
      else runs.push({ kept: 1 });
    }
    [pa, pb] = [x, y];
  }
  return slide(runs, a, b, wa, wb);
}

/** Texts this long (in words, each side) are first checked for phrases in common. */
const PHRASES_FROM = 20;
/** Below this share of word pairs in common, a long text was rewritten, whatever single words it shares. */
const PHRASES_KEPT = 0.1;

/**
 * Whether two long texts share almost no pair of consecutive words: a text reworded throughout
 * shares its language's common words ("the", "of", "data") with the old one, which keeps the share
 * of single words high and would make `diff` search long before giving up; pairs tell at once.
 */
function rewrittenPhrases(a: readonly Token[], b: readonly Token[], wa: number[], wb: number[]): boolean {
  if (wa.length < PHRASES_FROM || wb.length < PHRASES_FROM) return false;
  const pairs = (tokens: readonly Token[], words: number[]) => {
    const counts = new Map<string, number>();
    for (let k = 1; k < words.length; k++) {
      const pair = `${tokens[words[k - 1]!]!.key}\0${tokens[words[k]!]!.key}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
    return counts;
  };
  const older = pairs(a, wa);
  let common = 0;
  for (const [pair, n] of pairs(b, wb)) common += Math.min(n, older.get(pair) ?? 0);
  return (2 * common) / (wa.length + wb.length - 2) < PHRASES_KEPT;
}

/**
 * Joins two changes that `diff` split around a run of words it could have matched either side of:
 * "A <ins>X</ins> B <ins>Y B</ins>" is "A <ins>X B Y</ins> B". A one-sided change whose last (or
 * first) words repeat the kept run before (or after) it slides over that run into the change beyond,
 * as diff-match-patch's semantic clean-up does; the texts read the same, in fewer marks.
 */
function slide(runs: Run[], a: readonly Token[], b: readonly Token[], wa: number[], wb: number[]): Run[] {
  const isChange = (run: Run | undefined): run is Extract<Run, { removed: number }> => run !== undefined && 'removed' in run;
  const isKept = (run: Run | undefined): run is Extract<Run, { kept: number }> => run !== undefined && 'kept' in run;
  /** Adds `count` kept words where run `at` is (to the kept run there, or as a new one). */
  const keep = (at: number, count: number) => {
    const there = runs[at];
    if (isKept(there)) there.kept += count;
    else runs.splice(at, 0, { kept: count });
  };
  for (let moved = true; moved; ) {
    moved = false;
    let oldAt = 0;
    let newAt = 0;
    for (let i = 0; i < runs.length && !moved; i++) {
      const run = runs[i]!;
      if (isKept(run)) {
        oldAt += run.kept;
        newAt += run.kept;
        continue;
      }
      if (run.removed && run.added) {
        oldAt += run.removed;
        newAt += run.added;
        continue;
      }
      // The change's own side: its words, where it starts there and how many it has.
      const [tokens, words, at, length] = run.added ? [b, wb, newAt, run.added] : [a, wa, oldAt, run.removed];
      const [before, prior, after, next] = [runs[i - 1], runs[i - 2], runs[i + 1], runs[i + 2]];
      if (isKept(before) && isChange(prior) && before.kept <= length && sameKeysAt(tokens, words, at - before.kept, at + length - before.kept, before.kept)) {
        prior.removed += run.removed;
        prior.added += run.added;
        runs.splice(i - 1, 2);
        keep(i - 1, before.kept);
        moved = true;
      } else if (isKept(after) && isChange(next) && after.kept <= length && sameKeysAt(tokens, words, at, at + length, after.kept)) {
        next.removed += run.removed;
        next.added += run.added;
        runs.splice(i, 2);
        if (isKept(runs[i - 1])) (runs[i - 1] as { kept: number }).kept += after.kept;
        else runs.splice(i, 0, { kept: after.kept });
        moved = true;
      }
      oldAt += run.removed;
      newAt += run.added;
    }
  }
  align(runs, a, b, wa, wb);
  return runs;
}


/**
 * Moves each one-sided change that could as well sit a few words earlier or later to where it
 * reads as a phrase: ending at punctuation, after punctuation. "Cobaltix <ins>Creative, Cobaltix</ins>
 * Demand" becomes "<ins>Cobaltix Creative,</ins> Cobaltix Demand".
 */
function align(runs: Run[], a: readonly Token[], b: readonly Token[], wa: number[], wb: number[]): void {
  let oldAt = 0;
  let newAt = 0;
  runs.forEach((run, i) => {
    const before = runs[i - 1];
    const after = runs[i + 1];
    if ('removed' in run && (!run.removed || !run.added)) {
      const [tokens, words, at, length] = run.added ? [b, wb, newAt, run.added] : [a, wa, oldAt, run.removed];
      const word = (k: number) => tokens[words[k]!];
      const room = [before && 'kept' in before ? before.kept : 0, after && 'kept' in after ? after.kept : 0];
      let left = 0;
      while (left < room[0]! && word(at - left - 1)!.key === word(at + length - left - 1)!.key) left++;
      let right = 0;
      while (right < room[1]! && word(at + right)!.key === word(at + length + right)!.key) right++;
      const score = (shift: number) => {
        const last = word(at + shift + length - 1)!;
        const prior = at + shift > 0 ? word(at + shift - 1) : undefined;
        return (punctuation.test(last.text) ? 2 : 0) + (!prior || punctuation.test(prior.text) ? 1 : 0);
      };
      let best = 0;
      for (let shift = -left; shift <= right; shift++) if (score(shift) > score(best)) best = shift;
      if (best) {
        (before as { kept: number }).kept += best;
        (after as { kept: number }).kept -= best;
        oldAt += best;
        newAt += best;
      }
    }
    if ('kept' in run) {
      oldAt += run.kept;
      newAt += run.kept;
    } else {
      oldAt += run.removed;
      newAt += run.added;
    }
  });
}

/** Whether `length` words from word `from` have the keys of `length` words from word `to`. */
const sameKeysAt = (tokens: readonly Token[], words: number[], from: number, to: number, length: number) => {
  for (let k = 0; k < length; k++) if (tokens[words[from + k]!]!.key !== tokens[words[to + k]!]!.key) return false;
  return true;
};
