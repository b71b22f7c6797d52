// Whether a rule's selector selects the page's root element (<html data-theme>) in a theme, and
// with what specificity: `maybe` where that depends on the page, the screen or a state.
// In: a selector list and a theme; out: the match and its specificity (undefined: not a selector).

import selectorParser from 'postcss-selector-parser';

export type Theme = 'light' | 'dark';
export type Match = 'yes' | 'no' | 'maybe';
export type Specificity = [number, number, number];

const both = (a: Match, b: Match): Match => (a === 'no' || b === 'no' ? 'no' : a === 'maybe' || b === 'maybe' ? 'maybe' : 'yes');
const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** Orders two specificities (or any tuples of numbers compared left to right): positive when `a` outranks `b`. */
export const compare = (a: readonly number[], b: readonly number[]) => a.reduce((d, x, i) => d || x - b[i]!, 0);
const pseudoElements = new Set([':before', ':after', ':first-line', ':first-letter', ':marker', ':placeholder', ':selection', ':backdrop']);

/** Whether an attribute selector holds for the root's data-theme; other attributes vary by page (lang, dir). */
function attributeMatch(node: selectorParser.Attribute, theme: Theme): Match {
  if (node.attribute !== 'data-theme') return 'maybe';
  const value = node.insensitive ? node.value?.toLowerCase() : node.value;
  if (node.operator === undefined || value === undefined) return 'yes';
  const tests: Record<string, () => boolean> = {
    '=': () => theme === value,
    '~=': () => value === theme,
    '|=': () => theme === value || theme.startsWith(`${value}-`),
    '^=': () => theme.startsWith(value),
    '$=': () => theme.endsWith(value),
    '*=': () => theme.includes(value),
  };
  return tests[node.operator]?.() ? 'yes' : 'no';
}

/** A selector list's match (any of them) and the specificity of the most specific that matches. */
function listMatch(selectors: selectorParser.Selector[], theme: Theme): { match: Match; specificity: Specificity } {
  const results = selectors.map((s) => selectorMatch(s, theme));
  const best = (match: Match) => results.filter((r) => r.match === match).reduce<Specificity>((max, r) => (compare(r.specificity, max) > 0 ? r.specificity : max), [0, 0, 0]);
  const match: Match = results.some((r) => r.match === 'yes') ? 'yes' : results.some((r) => r.match === 'maybe') ? 'maybe' : 'no';
  return { match, specificity: best(match) };
}

/** One simple selector against the root element in `theme`. */
function simpleMatch(node: selectorParser.Node, theme: Theme): { match: Match; specificity: Specificity } {
  switch (node.type) {
    case 'universal':
    case 'comment':
      return { match: 'yes', specificity: [0, 0, 0] };
    case 'tag': {
      const tag = node.value.toLowerCase();
      // A property set on <body> is what every element the brand colours inherits, whatever the
      // root's rules' specificity: doubtful, and outranking them all.
      if (tag === 'body') return { match: 'maybe', specificity: [1000, 0, 0] };
      return { match: tag === 'html' ? 'yes' : 'no', specificity: [0, 0, 1] };
    }
    case 'id':
      return { match: 'no', specificity: [1, 0, 0] };
    case 'class':
      return { match: 'no', specificity: [0, 1, 0] };
    case 'attribute':
      return { match: attributeMatch(node, theme), specificity: [0, 1, 0] };
    case 'pseudo': {
      const name = node.value.toLowerCase();
      if (name.startsWith('::') || pseudoElements.has(name)) return { match: 'no', specificity: [0, 0, 1] };
      if (name === ':root') return { match: 'yes', specificity: [0, 1, 0] };
      if ([':not', ':is', ':where', ':matches', ':-webkit-any'].includes(name)) {
        const inner = listMatch(node.nodes, theme);
        const specificity: Specificity = name === ':where' ? [0, 0, 0] : inner.specificity;
        if (name !== ':not') return { match: inner.match, specificity };
        return { match: inner.match === 'yes' ? 'no' : inner.match === 'no' ? 'yes' : 'maybe', specificity };
      }
      // :hover, :focus-within, :lang() …: the root matches in some states or pages only.
      return { match: 'maybe', specificity: [0, 1, 0] };
    }
    default:
      // Nesting (&) and anything newer than this list.
      return { match: 'maybe', specificity: [0, 0, 0] };
  }
}

/** A complex selector against the root: the root has no parent or sibling, so any combinator rules it out (but for <body>). */
function selectorMatch(selector: selectorParser.Selector, theme: Theme): { match: Match; specificity: Specificity } {
  const nodes = selector.nodes;
  const combined = nodes.some((n) => n.type === 'combinator');
  let match: Match = 'yes';
  let specificity: Specificity = [0, 0, 0];
  for (const node of nodes) {
    if (node.type === 'combinator') continue;
    const own = simpleMatch(node, theme);
    match = both(match, own.match);
    specificity = add(specificity, own.specificity);
  }
  if (!combined) return { match, specificity };
  const last = nodes.slice(nodes.findLastIndex((n) => n.type === 'combinator') + 1);
  return last.some((n) => n.type === 'tag' && n.value.toLowerCase() === 'body') ? { match: 'maybe', specificity: [1000, 0, 0] } : { match: 'no', specificity };
}

const selectorLists = new Map<string, selectorParser.Selector[] | undefined>();
/** A rule's selectors, parsed once per text (legaldocs's own repeat on every check). */
function selectorsOf(selector: string): selectorParser.Selector[] | undefined {
  if (!selectorLists.has(selector)) {
    try {
      selectorLists.set(selector, selectorParser().astSync(selector).nodes);
    } catch {
      selectorLists.set(selector, undefined);
    }
  }
  return selectorLists.get(selector);
}


/** How the selector list matches the root in `theme`; undefined when it does not parse. */
export function rootMatch(selector: string, theme: Theme): { match: Match; specificity: Specificity } | undefined {
  const selectors = selectorsOf(selector);
  return selectors && listMatch(selectors, theme);
}
