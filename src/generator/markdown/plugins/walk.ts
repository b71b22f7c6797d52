// Tree walking for our own plugins: every node or element, depth-first in document order.
// In: a unist tree and a callback; out: the callback called per node (return false to stop).
// unist-util-visit's generality (tests, parent stacks, skip/exit) made our five passes cost ~14%
// of parsing when profiled; these passes need none of it, so a plain recursion serves them.

import type { Element, Root } from 'hast';

interface Parent {
  type: string;
  children?: unknown[];
}

/** Calls `fn` for every node below `tree` (not the root); stops early when it returns false. */
export function eachNode<N extends Parent>(tree: N, fn: (node: N) => boolean | void): boolean {
  for (const child of (tree.children ?? []) as N[]) {
    if (fn(child) === false || eachNode(child, fn) === false) return false;
  }
  return true;
}

/** Calls `fn` for every hast element below `tree`, in document order. */
export function eachElement(tree: Root | Element, fn: (element: Element) => void): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    fn(child);
    eachElement(child, fn);
  }
}
