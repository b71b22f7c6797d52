// The custom properties the page's root element (<html data-theme>) ends up with in each theme, as
// the cascade decides them from legaldocs's stylesheet and the site's: selectors matched against
// the root, specificity, !important and order, var() resolved. In: stylesheets (the site's with its
// source map); out: per theme, each property's value and where the site declared it, or `unknown`.

import postcss, { type Declaration, type Node as CssNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import valueParser from 'postcss-value-parser';

export type Theme = 'light' | 'dark';

export interface Stylesheet {
  css: string;
  /** A source map leading back to the files the CSS was bundled from (the site's), if it has one. */
  map?: string;
  /** Where file names in the map are relative to. */
  root?: string;
  /** The file the CSS is, when it has no map (relative to the site folder). */
  file?: string;
  /** Whether the site wrote it (its declarations are located), or legaldocs. */
  bySite: boolean;
}

/** Where the site declared a property: file (relative to the site folder) and line. */
export interface Declared {
  file: string;
  line: number;
  column: number;
}

export interface RootValue {
  /** The value with every var() put in. */
  value: string;
  /** The site's declaration that set it; undefined when it is legaldocs's own. */
  site?: Declared;
}

/** A property's value when it is known, or `unknown`: a rule the cascade cannot be sure of may set it. */
export type RootProperties = Map<string, RootValue | 'unknown'>;

type Match = 'yes' | 'no' | 'maybe';
type Specificity = [number, number, number];

interface Entry {
  prop: string;
  value: string;
  important: boolean;
  specificity: Specificity;
  order: number;
  /** `maybe`: the rule matches the root only on some pages, screens or states. */
  match: 'yes' | 'maybe';
  site?: Declared;
}

const both = (a: Match, b: Match): Match => (a === 'no' || b === 'no' ? 'no' : a === 'maybe' || b === 'maybe' ? 'maybe' : 'yes');
const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const compare = (a: readonly number[], b: readonly number[]) => a.reduce((d, x, i) => d || x - b[i]!, 0);
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

/** How a rule's at-rules bear on it: `never` inside @media print or @keyframes, `maybe` inside any other (a screen size, @supports, @layer). */
function context(rule: Rule): 'always' | 'maybe' | 'never' {
  let result: 'always' | 'maybe' = 'always';
  for (let parent: CssNode | undefined = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'rule') result = 'maybe';
    if (parent.type !== 'atrule') continue;
    const { name, params } = parent as postcss.AtRule;
    if (/keyframes$/i.test(name) || (name.toLowerCase() === 'media' && params.trim().toLowerCase() === 'print')) return 'never';
    result = 'maybe';
  }
  return result;
}

/** Where the site declared a property: through the stylesheet's source map, or in its own file. */
function declaredAt(decl: Declaration, sheet: Stylesheet): Declared | undefined {
  const start = decl.source?.start;
  if (!start) return undefined;
  if (!sheet.map) return { file: sheet.file ?? '', line: start.line, column: start.column };
  const origin = decl.source?.input.origin(start.line, start.column);
  if (!origin || !origin.file) return undefined;
  const root = sheet.root ?? '';
  const file = origin.file.startsWith(`${root}/`) ? origin.file.slice(root.length + 1) : origin.file;
  return { file, line: origin.line, column: origin.column };
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

/** The custom property declarations of the stylesheets, in cascade order, with how each rule matches the root in `theme`. */
function entries(sheets: readonly { sheet: Stylesheet; parsed: postcss.Root }[], theme: Theme): Entry[] {
  const out: Entry[] = [];
  for (const { sheet, parsed } of sheets) {
    parsed.walkRules((rule) => {
      const where = context(rule);
      const selectors = where === 'never' ? undefined : selectorsOf(rule.selector);
      if (!selectors) return;
      const { match, specificity } = listMatch(selectors, theme);
      if (match === 'no') return;
      rule.each((node) => {
        if (node.type !== 'decl' || !node.prop.startsWith('--')) return;
        const site = sheet.bySite ? declaredAt(node, sheet) : undefined;
        out.push({ prop: node.prop, value: node.value.trim(), important: node.important === true, specificity, order: out.length, match: where === 'maybe' ? 'maybe' : match, ...(site ? { site } : {}) });
      });
    });
  }
  return out;
}

/**
 * The value with each var() replaced by the property's (or its fallback's), and the first site
 * declaration among those put in; undefined when one cannot be known.
 */
function substitute(value: string, lookup: (name: string) => RootValue | null | undefined, depth: number): RootValue | undefined {
  if (depth > 32) return undefined;
  const parsed = valueParser(value);
  let failed = false;
  let site: Declared | undefined;
  parsed.walk((node) => {
    if (node.type !== 'function' || node.value.toLowerCase() !== 'var') return;
    const comma = node.nodes.findIndex((n) => n.type === 'div' && n.value === ',');
    const name = node.nodes.find((n) => n.type === 'word')?.value ?? '';
    let replacement: RootValue | null | undefined = lookup(name);
    if (replacement === undefined && comma >= 0) replacement = substitute(valueParser.stringify(node.nodes.slice(comma + 1)), lookup, depth + 1);
    if (replacement === null || replacement === undefined) failed = true;
    site ??= replacement?.site;
    Object.assign(node, { type: 'word', value: replacement?.value ?? '', nodes: undefined });
    return false;
  });
  return failed ? undefined : { value: valueParser.stringify(parsed.nodes).trim(), ...(site ? { site } : {}) };
}

/** The root's custom properties in each theme, var()s resolved. */
export function themeProperties(sheets: readonly Stylesheet[]): Record<Theme, RootProperties> {
  const parsed = sheets.map((sheet) => ({ sheet, parsed: postcss.parse(sheet.css, { ...(sheet.root ? { from: `${sheet.root}/custom.css` } : {}), ...(sheet.map ? { map: { prev: sheet.map } } : {}) }) }));
  return { light: resolve(entries(parsed, 'light')), dark: resolve(entries(parsed, 'dark')) };
}

/** The declarations' winners, var()s resolved. */
function resolve(all: Entry[]): RootProperties {
  const byProp = new Map<string, Entry[]>();
  for (const entry of all) byProp.set(entry.prop, [...(byProp.get(entry.prop) ?? []), entry]);
  const rank = (e: Entry) => [e.important ? 1 : 0, ...e.specificity, e.order];
  // The declaration that wins, or unknown when a rule that may or may not apply could beat it.
  const winners = new Map<string, Entry | 'unknown'>();
  for (const [prop, list] of byProp) {
    const sure = list.filter((e) => e.match === 'yes').sort((a, b) => compare(rank(b), rank(a)))[0];
    const doubt = list.some((e) => e.match === 'maybe' && (!sure || compare(rank(e), rank(sure)) > 0));
    winners.set(prop, doubt || !sure ? 'unknown' : sure);
  }
  const resolved: RootProperties = new Map();
  const resolving = new Set<string>();
  // null: cannot be known (a cycle, a doubtful rule, a CSS-wide keyword); undefined: never declared.
  // A value the site's property gave through var() (legaldocs's --link: var(--ifm-color-primary, …)) is the site's.
  const valueOf = (prop: string): RootValue | null | undefined => {
    const winner = winners.get(prop);
    if (winner === undefined) return undefined;
    if (winner === 'unknown' || resolving.has(prop) || /^(inherit|initial|unset|revert|revert-layer)$/i.test(winner.value)) return null;
    resolving.add(prop);
    const value = substitute(winner.value, valueOf, resolving.size);
    resolving.delete(prop);
    if (!value) return null;
    const site = winner.site ?? value.site;
    return { value: value.value, ...(site ? { site } : {}) };
  };
  for (const prop of winners.keys()) resolved.set(prop, valueOf(prop) ?? 'unknown');
  return resolved;
}
