// Which of the previous build's files this build takes over, and the key it records for each file it puts.
// In: the previous output (none: nothing is taken over); out: a reuse test per file, and the keys it gave.

import type { PreviousOutput } from '../output/reuse.ts';
import type { Reused } from '../output/write.ts';

/**
 * The previous build's file when its key matches (or, for an unchanged site, whenever it is
 * intact), else the file's key: it is to be made. `key` is called only when needed.
 */
export type Reuse = (file: string, key: () => string) => Reused | string;

/** A reuse test against the previous output, and the key of every file it was asked about (for recordOutput). */
export function keyedReuse(previous: PreviousOutput | undefined): { reuse: Reuse; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const reuse: Reuse = (file, key) => {
    const unchanged = previous?.unchanged(file);
    const k = unchanged?.key ?? key();
    keys.set(file, k);
    const kept = unchanged ? { from: unchanged.from } : previous?.reusable(file, k);
    return kept ?? k;
  };
  return { reuse, keys };
}
