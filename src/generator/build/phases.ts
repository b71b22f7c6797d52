// The phases of a run, timed and announced as each starts (the progress line, `--format json`'s timings).
// In: the listener and the first phase; out: a timer whose `next` moves on, and the time spent in each phase.

import { workingOn } from '../runtime/working-on.ts';

export interface Timings {
  [phase: string]: number;
}

/** Times phases; `next` ends the running phase and announces the next one (for progress). */
export function timer(onPhase: ((phase: string) => void) | undefined, first: string) {
  let last = performance.now();
  let current = first;
  const timings: Timings = {};
  const announce = (phase: string) => {
    workingOn(`in the ${phase} phase`);
    onPhase?.(phase);
  };
  announce(first);
  return {
    timings,
    next(phase?: string) {
      const now = performance.now();
      timings[current] = (timings[current] ?? 0) + (now - last);
      last = now;
      if (phase) announce((current = phase));
    },
  };
}

export type PhaseTimer = ReturnType<typeof timer>;
