// The word diff of one paragraph, list item, table cell or heading: its phrasing content before and
// after, as one run of content with the deleted words in <del> and the inserted ones in <ins>,
// inside the links and emphasis they belong to. The alignment itself is word-runs.ts.
// In: the older and newer phrasing nodes and the context; out: the merged nodes, and whether any changed.

import type { Element, ElementContent } from 'hast';
import { shell, type Context } from './context.ts';
import { changeWrapper, type Change } from './marks.ts';
import type { Edit } from './sequence.ts';
import { wordRuns } from './word-runs.ts';
import { tokenize, type Token } from './tokens.ts';

type Op = 'same' | Change;
interface Item {
  token: Token;
  op: Op;
  old: boolean;
}

/** Indexes of the tokens that are not whitespace: the diff compares these, whitespace never counts. */
const wordsOf = (tokens: readonly Token[]) => tokens.flatMap((t, i) => (t.space ? [] : [i]));

/**
 * One stretch of changes between two kept words: the older tokens in it deleted, then the newer ones
 * inserted. Whitespace at its edges stays outside the marks (the newer text's, or the older's when
 * nothing was inserted), so a pure insertion is only an insertion and a space is never struck through.
 */
function stretch(out: Item[], older: readonly Token[], newer: readonly Token[]) {
  const core = (tokens: readonly Token[]) => {
    let start = 0;
    let end = tokens.length;
    while (start < end && tokens[start]!.space) start++;
    while (end > start && tokens[end - 1]!.space) end--;
    return [start, end] as const;
  };
  const [os, oe] = core(older);
  const [ns, ne] = core(newer);
  const edge = ns < ne || os === oe ? { tokens: newer, start: ns, end: ne, old: false } : { tokens: older, start: os, end: oe, old: true };
  for (let k = 0; k < edge.start; k++) out.push({ token: edge.tokens[k]!, op: 'same', old: edge.old });
  for (let k = os; k < oe; k++) out.push({ token: older[k]!, op: 'removed', old: true });
  for (let k = ns; k < ne; k++) out.push({ token: newer[k]!, op: 'added', old: false });
  for (let k = edge.end; k < edge.tokens.length; k++) out.push({ token: edge.tokens[k]!, op: 'same', old: edge.old });
}

/** Items from the runs: kept words (and the whitespace before them) in the newer text's formatting, each stretch of changes marked. */
function items(a: readonly Token[], b: readonly Token[], wa: number[], wb: number[], runs: readonly Edit[]): Item[] {
  const out: Item[] = [];
  let ia = 0;
  let ib = 0;
  let wi = 0;
  let wj = 0;
  for (const run of runs) {
    if ('kept' in run) {
      for (let k = 0; k < run.kept; k++) {
        const ob = wb[wj++]!;
        for (; ib <= ob; ib++) out.push({ token: b[ib]!, op: 'same', old: false });
        ia = wa[wi++]! + 1;
      }
      continue;
    }
    wi += run.removed;
    wj += run.added;
    const endA = wi < wa.length ? wa[wi]! : a.length;
    const endB = wj < wb.length ? wb[wj]! : b.length;
    stretch(out, a.slice(ia, endA), b.slice(ib, endB));
    ia = endA;
    ib = endB;
  }
  for (; ib < b.length; ib++) out.push({ token: b[ib]!, op: 'same', old: false });
  return out;
}

const shapes = new WeakMap<Element, string>();
/**
 * Two inline elements are one when they look the same (name and attributes but the id): the link
 * of the older text and that of the newer one stay one link around "<del>old</del><ins>new</ins> terms".
 */
function sameElement(a: Element, b: Element): boolean {
  const shape = (e: Element) => {
    let key = shapes.get(e);
    if (key === undefined) {
      const { id: _id, ...properties } = e.properties;
      shapes.set(e, (key = `${e.tagName} ${JSON.stringify(properties)}`));
    }
    return key;
  };
  return a === b || shape(a) === shape(b);
}

/** Items back into nodes: the inline elements reopened around each run, changes wrapped. */
function build(items: Item[], ctx: Context): ElementContent[] {
  const root: ElementContent[] = [];
  // The open inline elements: their source (to tell two links apart) and their copy.
  let open: { source: Element; copy: Element }[] = [];
  // The change being written: its wrapper sits inside the first `depth` open elements.
  let wrapper: { change: Change; element: Element; depth: number } | undefined;
  const target = () => (wrapper && wrapper.depth === open.length ? wrapper.element.children : (open.at(-1)?.copy.children ?? root));
  const endChange = () => {
    // Elements opened inside the wrapper close with it.
    open = open.slice(0, wrapper!.depth);
    wrapper = undefined;
  };
  items.forEach((item, i) => {
    const { token, op } = item;
    if (wrapper && wrapper.change !== op) endChange();
    let common = 0;
    while (common < open.length && common < token.path.length && sameElement(open[common]!.source, token.path[common]!)) common++;
    if (common < open.length) {
      open = open.slice(0, common);
      // The change goes on outside the element it started in, in a wrapper of its own.
      if (wrapper && wrapper.depth > common) wrapper = undefined;
    }
    for (const source of token.path.slice(common)) {
      const copy = shell(source, item.old, ctx);
      target().push(copy);
      open.push({ source, copy });
    }
    if (op !== 'same' && !wrapper) {
      const element = changeWrapper(op, [], items[i - 1]?.op !== op, false);
      target().push(element);
      wrapper = { change: op, element, depth: open.length };
    }
    const into = target();
    const last = into.at(-1);
    if (token.atom) into.push(item.old ? { ...shell(token.atom, true, ctx), children: token.atom.children } : token.atom);
    else if (last?.type === 'text') last.value += token.text;
    else into.push({ type: 'text', value: token.text });
    // The change's closing mark goes after its last token, whatever element that is in.
    if (op !== 'same' && items[i + 1]?.op !== op) {
      wrapper!.element.children.push(...changeWrapper(op, [], false, true).children);
      endChange();
    }
  });
  return root;
}

export interface InlineDiff {
  nodes: ElementContent[];
  changed: boolean;
  /** Too little in common to compare word by word: shown deleted whole, then inserted whole. */
  rewritten: boolean;
}

/** Compares two runs of phrasing content (the children of a paragraph, cell or heading). */
export function diffInline(before: readonly ElementContent[], after: readonly ElementContent[], ctx: Context): InlineDiff {
  const a = tokenize(before, ctx.lang);
  const b = tokenize(after, ctx.lang);
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  // Only the words count: a space more or less, or a line wrapped elsewhere, is no change.
  if (wa.length === wb.length && wa.every((i, k) => a[i]!.key === b[wb[k]!]!.key)) return { nodes: [...after], changed: false, rewritten: false };
  const runs = wordRuns(a, b, wa, wb, ctx);
  // A rewrite reads better as the old text struck through, then the new one.
  const list: Item[] = [];
  if (runs) list.push(...items(a, b, wa, wb, runs));
  else stretch(list, a, b);
  return { nodes: build(list, ctx), changed: true, rewritten: !runs };
}
