// What `dev` says about problems as the author edits: after each change, which errors and warnings
// appeared and which are gone, and what the overlay shows (every error, and the warnings edits made).
// In: the site's diagnostics after each change (and whether every document is checked); out: those lists.

import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** What one change did to the site's problems. */
export interface ProblemChange {
  appeared: Diagnostic[];
  gone: Diagnostic[];
}

/** What the overlay of every open page shows; `fixed` (the last change's) counts up, so a page shows each fix once. */
export interface OverlayProblems {
  problems: Diagnostic[];
  fixed?: { id: number; items: Diagnostic[] };
}

export interface ProblemTracker {
  /** Takes the site's problems after a change; complete: every document has been checked. */
  update(diagnostics: readonly Diagnostic[], complete: boolean): ProblemChange;
  /** The overlay's content now. */
  overlay(): OverlayProblems;
}

// A problem is the same problem after an edit above it moved it to another line.
const keyOf = (d: Diagnostic) => `${d.file ?? ''}\0${d.severity}\0${d.code}\0${d.message}`;

/** The members of `a` not matched one for one in `b`. */
function minus(a: readonly Diagnostic[], b: readonly Diagnostic[]): Diagnostic[] {
  const left = new Map<string, number>();
  for (const d of b) left.set(keyOf(d), (left.get(keyOf(d)) ?? 0) + 1);
  return a.filter((d) => {
    const n = left.get(keyOf(d)) ?? 0;
    if (n) left.set(keyOf(d), n - 1);
    return n === 0;
  });
}

/**
 * Until every document is checked only errors are known for sure (the site's first full check
 * prints everything). From then on each change is compared with the one before. The warnings the
 * site had at that first check were printed then: the overlay shows only warnings edits brought.
 */
export function problemTracker(): ProblemTracker {
  let previous: readonly Diagnostic[] = [];
  let baseline: Diagnostic[] | undefined;
  let current: readonly Diagnostic[] = [];
  let fixed: OverlayProblems['fixed'];
  let fixes = 0;
  return {
    update(diagnostics, complete) {
      const known = complete ? diagnostics : diagnostics.filter((d) => d.severity === 'error');
      const change = { appeared: minus(known, previous), gone: minus(previous, known) };
      if (complete && baseline === undefined) {
        baseline = known.filter((d) => d.severity === 'warning');
        change.appeared = [];
      } else if (baseline) {
        // A warning fixed and later brought back is the edit's doing.
        baseline = minus(baseline, change.gone);
      }
      // Told until the next change: a page the fix reloaded hears of it when it connects again.
      fixed = change.gone.length ? { id: ++fixes, items: change.gone } : undefined;
      previous = known;
      current = known;
      return change;
    },
    overlay() {
      const problems = [...current.filter((d) => d.severity === 'error'), ...minus(current.filter((d) => d.severity === 'warning'), baseline ?? [])];
      return { problems, ...(fixed ? { fixed } : {}) };
    },
  };
}
