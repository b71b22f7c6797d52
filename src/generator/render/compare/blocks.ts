// The block diff of one section: its paragraphs, lists, tables and quotes before and after, as one
// run of blocks. Unchanged blocks stay as they are; a changed one is paired with the block it
// replaced (same element, most words in common; table cells by position) and compared inside,
// down to the words; a block with no counterpart is marked added or removed whole.
// In: the older and newer block nodes and the context; out: the merged nodes, and whether any changed.

import { diffArrays } from 'diff';
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { shell, type Context } from './context.ts';
import { diffInline } from './inline.ts';
import { changeWrapper, type Change } from './marks.ts';
import { similarity, tokenize } from './tokens.ts';

/** Elements that are phrasing content: a block holding only these is compared word by word. */
const phrasing = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'input', 'ins', 'kbd', 'mark', 'q', 's', 'samp',
  'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
/** Elements whose children must keep their places: cells are paired by position, not by likeness. */
const positional = new Set(['tr']);
/** Shares of words in common above which two blocks are taken as one block, edited. */
const PAIR_LEAF = 0.3;
const PAIR_CONTAINER = 0.1;

const isSpace = (node: ElementContent) => node.type === 'text' && !node.value.trim();
const isLeaf = (node: Element) => node.children.every((c) => c.type !== 'element' || phrasing.has(c.tagName));
/** The blocks of a container: element and text children, without the whitespace between them. */
export const blocksOf = (nodes: readonly ElementContent[]) => nodes.filter((n) => n.type !== 'comment' && !isSpace(n));

/** A whole block added or removed: its text wrapped, leaf by leaf, its element marked. */
export function markWhole(node: ElementContent, change: Change, old: boolean, ctx: Context): ElementContent {
  if (node.type !== 'element') return node.type === 'text' ? changeWrapper(change, [node]) : node;
  if (phrasing.has(node.tagName) || !node.children.length) return changeWrapper(change, [old ? { ...shell(node, true, ctx), children: node.children } : node]);
  const copy = shell(node, old, ctx, `diff-block--${change}`);
  copy.children = isLeaf(node) ? [changeWrapper(change, stripIds(node.children, old, ctx))] : blocksOf(node.children).map((c) => markWhole(c, change, old, ctx));
  return copy;
}

/** Copies of older phrasing nodes, without ids the newer document uses. */
function stripIds(nodes: readonly ElementContent[], old: boolean, ctx: Context): ElementContent[] {
  if (!old) return [...nodes];
  return nodes.map((n) => (n.type === 'element' ? { ...shell(n, true, ctx), children: stripIds(n.children, true, ctx) } : n));
}

interface Keyed {
  node: ElementContent;
  html: string;
}

const textTokens = new WeakMap<ElementContent, ReturnType<typeof tokenize>>();
function likeness(a: ElementContent, b: ElementContent, ctx: Context): number {
  const tokens = (n: ElementContent) => {
    let t = textTokens.get(n);
    if (!t) textTokens.set(n, (t = tokenize([n], ctx.lang)));
    return t;
  };
  return similarity(tokens(a), tokens(b));
}

/** Two blocks taken as one, edited: compared inside. */
function pairDiff(before: ElementContent, after: ElementContent, ctx: Context): BlockDiff {
  if (before.type !== 'element' || after.type !== 'element') return diffInline([before], [after], ctx);
  const copy = shell(after, false, ctx);
  const inside = isLeaf(before) && isLeaf(after) ? diffInline(before.children, after.children, ctx) : diffBlocks(before.children, after.children, ctx, after.tagName);
  copy.children = inside.nodes;
  return { nodes: [copy], changed: inside.changed };
}

/** Pairs each removed block with the added block it became, keeping both orders. */
function pairUp(removed: Keyed[], added: Keyed[], ctx: Context, parent: string): BlockDiff {
  const out: ElementContent[] = [];
  let changed = false;
  const whole = (node: ElementContent, change: Change) => {
    out.push(markWhole(node, change, change === 'removed', ctx));
    changed = true;
  };
  let j = 0;
  for (const r of removed) {
    let match = -1;
    if (positional.has(parent)) match = j < added.length ? j : -1;
    else {
      for (let k = j; k < added.length; k++) {
        const a = added[k]!.node;
        if (r.node.type !== a.type || (r.node.type === 'element' && a.type === 'element' && r.node.tagName !== a.tagName)) continue;
        const leaf = r.node.type !== 'element' || (a.type === 'element' && isLeaf(r.node) && isLeaf(a));
        if (likeness(r.node, a, ctx) >= (leaf ? PAIR_LEAF : PAIR_CONTAINER)) {
          match = k;
          break;
        }
      }
    }
    if (match === -1) {
      whole(r.node, 'removed');
      continue;
    }
    for (; j < match; j++) whole(added[j]!.node, 'added');
    const pair = pairDiff(r.node, added[match]!.node, ctx);
    out.push(...pair.nodes);
    changed ||= pair.changed;
    j = match + 1;
  }
  for (; j < added.length; j++) whole(added[j]!.node, 'added');
  return { nodes: out, changed };
}

export interface BlockDiff {
  nodes: ElementContent[];
  changed: boolean;
}

/** Compares two runs of blocks; `parent` is the element holding them (cells pair by position in a row). */
export function diffBlocks(before: readonly ElementContent[], after: readonly ElementContent[], ctx: Context, parent = ''): BlockDiff {
  const keyed = (nodes: readonly ElementContent[]): Keyed[] => blocksOf(nodes).map((node) => ({ node, html: toHtml(node) }));
  const a = keyed(before);
  const b = keyed(after);
  const parts = diffArrays(a, b, { comparator: (x, y) => x.html === y.html });
  const nodes: ElementContent[] = [];
  let changed = false;
  let i = 0;
  let j = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (!part.added && !part.removed) {
      for (let k = 0; k < part.count; k++, i++) nodes.push(b[j++]!.node);
      continue;
    }
    // A removal followed by an addition is one stretch of edits.
    const removed = part.removed ? a.slice(i, (i += part.count)) : [];
    const next = parts[p + 1];
    let added: Keyed[] = [];
    if (part.added) added = b.slice(j, (j += part.count));
    else if (next?.added) {
      added = b.slice(j, (j += next.count));
      p++;
    }
    const edits = pairUp(removed, added, ctx, parent);
    nodes.push(...edits.nodes);
    // Blocks that differ only in markup no reader sees (an attribute) are no change.
    changed ||= edits.changed;
  }
  return { nodes, changed };
}
