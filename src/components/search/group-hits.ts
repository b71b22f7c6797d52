// Search hits grouped under their lvl0 (the product), for the modal and the search page alike.
// In: hits in rank order and the most each group shows; out: groups in order of first appearance.

import type { DisplayHit } from '../../client/search/engine.ts';

export function groupHits(hits: readonly DisplayHit[], max = Infinity): { lvl0: string; hits: DisplayHit[] }[] {
  const groups = new Map<string, DisplayHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.lvl0) ?? [];
    if (group.length < max) group.push(hit);
    groups.set(hit.lvl0, group);
  }
  return [...groups].map(([lvl0, list]) => ({ lvl0, hits: list }));
}
