// The diff of two sequences, by Jest's diff-sequences (Myers's algorithm in linear space, no
// allocation per step: ~30× quicker here than the `diff` package on long paragraphs), with a bound.
// In: two lengths, a test of whether two items are equal and the comparisons allowed; out: the edits.

import diffSequencesModule from 'diff-sequences';

// A CommonJS module whose function is `exports.default`: Node's ESM (and esbuild bundling for it)
// gives the whole exports object as the default import, other loaders the function.
const diffSequences = (typeof diffSequencesModule === 'function' ? diffSequencesModule : (diffSequencesModule as unknown as { default: typeof diffSequencesModule }).default);

/** A run of items in both sequences, or a change: items removed from the first, then added from the second. */
export type Edit = { kept: number } | { removed: number; added: number };

/** Thrown from the comparison to stop a diff that has used up its allowance. */
const overBudget = Symbol('over budget');

/**
 * The edits turning the first sequence into the second (a shortest edit script), or undefined when
 * finding them would take more than `allowed` comparisons of two items.
 */
export function edits(aLength: number, bLength: number, isCommon: (a: number, b: number) => boolean, allowed = Infinity): Edit[] | undefined {
  const out: Edit[] = [];
  let a = 0;
  let b = 0;
  const change = (toA: number, toB: number) => {
    if (toA > a || toB > b) out.push({ removed: toA - a, added: toB - b });
  };
  let spent = 0;
  try {
    diffSequences(
      aLength,
      bLength,
      (i, j) => {
        if (++spent > allowed) throw overBudget;
        return isCommon(i, j);
      },
      (n, i, j) => {
        change(i, j);
        const last = out.at(-1);
        if (last && 'kept' in last) last.kept += n;
        else out.push({ kept: n });
        a = i + n;
        b = j + n;
      },
    );
  } catch (error) {
    if (error === overBudget) return undefined;
    throw error;
  }
  change(aLength, bLength);
  return out;
}
