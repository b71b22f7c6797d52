// The block diff of one section: its paragraphs, lists, tables and quotes before and after, as one
// run of blocks. Unchanged blocks stay as they are; a changed one is paired with the block it
// replaced (same element, most words in common; table cells by position, table rows by their first
// cell) and compared inside, down to the words; a block with no counterpart is marked added or
// removed whole.
// In: the older and newer block nodes and the context; out: the merged nodes, and whether any changed.

import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { shell, type Context } from './context.ts';
import { diffInline } from './inline.ts';
import { changeWrapper, type Change } from './marks.ts';
import { edits } from './sequence.ts';
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
/**
 * A table row is the same row edited when its first cell (a vendor, a data category) reads the same,
 * or when nearly all its words are: rows of one table share most of their vocabulary, and a row
 * paired with another vendor's would read as that vendor rewritten.
 */
const PAIR_ROW = 0.8;
/** Added blocks a removed one is compared with, at most: pairing stays linear in a long section. */
const PAIR_WINDOW = 32;

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

const htmlOf = new WeakMap<ElementContent, string>();
/** A node's HTML, made once per node: blocks are compared by it, and a text's blocks in every comparison it is part of. */
export function blockHtml(node: ElementContent): string {
  let html = htmlOf.get(node);
  if (html === undefined) htmlOf.set(node, (html = toHtml(node)));
  return html;
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

/** The text of a row's first cell, which names what the row is about. */
function rowKey(node: ElementContent, lang: string): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'tr') return undefined;
  const cell = node.children.find((c): c is Element => c.type === 'element');
  return cell && tokenize(cell.children, lang).filter((t) => !t.space).map((t) => t.key).join(' ');
}

/** Whether a removed block and an added one are one block, edited. */
function alike(r: ElementContent, a: ElementContent, ctx: Context): boolean {
  if (r.type !== a.type || (r.type === 'element' && a.type === 'element' && r.tagName !== a.tagName)) return false;
  const key = rowKey(r, ctx.lang);
  if (key !== undefined) return key === rowKey(a, ctx.lang) || likeness(r, a, ctx) >= PAIR_ROW;
  const leaf = r.type !== 'element' || (a.type === 'element' && isLeaf(r) && isLeaf(a));
  return likeness(r, a, ctx) >= (leaf ? PAIR_LEAF : PAIR_CONTAINER);
}

/** Two blocks taken as one, edited: compared inside. */
function pairDiff(before: ElementContent, after: ElementContent, ctx: Context): BlockDiff {
  if (before.type !== 'element' || after.type !== 'element') {
    const inline = diffInline([before], [after], ctx);
    return { nodes: inline.nodes, changed: inline.changed, kept: inline.rewritten ? 0 : 1 };
  }
  const copy = shell(after, false, ctx);
  let inside: BlockDiff;
  if (isLeaf(before) && isLeaf(after)) {
    const inline = diffInline(before.children, after.children, ctx);
    inside = { nodes: inline.nodes, changed: inline.changed, kept: inline.rewritten ? 0 : 1 };
  } else inside = diffBlocks(before.children, after.children, ctx, after.tagName);
  copy.children = inside.nodes;
  return { nodes: [copy], changed: inside.changed, kept: inside.kept };
}

/** Pairs each removed block with the added block it became, keeping both orders. */
function pairUp(removed: Keyed[], added: Keyed[], ctx: Context, parent: string): BlockDiff {
  const out: ElementContent[] = [];
  let changed = false;
  let kept = 0;
  const whole = (node: ElementContent, change: Change) => {
    out.push(markWhole(node, change, change === 'removed', ctx));
    changed = true;
  };
  let j = 0;
  for (const r of removed) {
    let match = -1;
    if (positional.has(parent)) match = j < added.length ? j : -1;
    else {
      for (let k = j; k < Math.min(added.length, j + PAIR_WINDOW); k++) {
        if (alike(r.node, added[k]!.node, ctx)) {
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
    kept += pair.kept;
    j = match + 1;
  }
  for (; j < added.length; j++) whole(added[j]!.node, 'added');
  return { nodes: out, changed, kept };
}

export interface BlockDiff {
  nodes: ElementContent[];
  changed: boolean;
  /** Blocks of the older text still there: unchanged, or edited and compared word by word (not rewritten). */
  kept: number;
}

/** Every older block removed, then every newer one added: a run of blocks rewritten whole. */
export function replaced(before: readonly ElementContent[], after: readonly ElementContent[], ctx: Context): BlockDiff {
  const nodes = [...blocksOf(before).map((n) => markWhole(n, 'removed', true, ctx)), ...blocksOf(after).map((n) => markWhole(n, 'added', false, ctx))];
  return { nodes, changed: nodes.length > 0, kept: 0 };
}

/** Compares two runs of blocks; `parent` is the element holding them (cells pair by position in a row). */
export function diffBlocks(before: readonly ElementContent[], after: readonly ElementContent[], ctx: Context, parent = ''): BlockDiff {
  const keyed = (nodes: readonly ElementContent[]): Keyed[] => blocksOf(nodes).map((node) => ({ node, html: blockHtml(node) }));
  const a = keyed(before);
  const b = keyed(after);
  // Pairs of blocks compared, out of the section's budget (context.ts).
  let compared = 0;
  const runs = edits(a.length, b.length, (x, y) => (compared++, a[x]!.html === b[y]!.html), ctx.budget.steps);
  ctx.budget.steps -= compared;
  if (!runs) return replaced(before, after, ctx);
  const nodes: ElementContent[] = [];
  let changed = false;
  let kept = 0;
  let i = 0;
  let j = 0;
  for (const run of runs) {
    if ('kept' in run) {
      for (let k = 0; k < run.kept; k++, i++) nodes.push(b[j++]!.node);
      kept += run.kept;
      continue;
    }
    const pairs = pairUp(a.slice(i, (i += run.removed)), b.slice(j, (j += run.added)), ctx, parent);
    nodes.push(...pairs.nodes);
    // Blocks that differ only in markup no reader sees (an attribute) are no change.
    changed ||= pairs.changed;
    kept += pairs.kept;
  }
  return { nodes, changed, kept };
}
