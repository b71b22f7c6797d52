// The custom properties the page's root element (<html data-theme>) ends up with in each theme, as
// the cascade decides them from legaldocs's stylesheet and the site's: selectors matched against
// the root, specificity, !important and order, var() resolved. In: stylesheets (the site's with its
// source map); out: per theme, each property's value and where the site declared it, or `unknown`.

import postcss, { type Declaration, type Node as CssNode, type Rule } from 'postcss';
import valueParser from 'postcss-value-parser';
import { compare, rootMatch, type Specificity, type Theme } from './root-selector.ts';

export type { Theme } from './root-selector.ts';

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

/** The custom property declarations of the stylesheets, in cascade order, with how each rule matches the root in `theme`. */
function entries(sheets: readonly { sheet: Stylesheet; parsed: postcss.Root }[], theme: Theme): Entry[] {
  const out: Entry[] = [];
  for (const { sheet, parsed } of sheets) {
    parsed.walkRules((rule) => {
      const where = context(rule);
      const matched = where === 'never' ? undefined : rootMatch(rule.selector, theme);
      if (!matched || matched.match === 'no') return;
      const { match, specificity } = matched;
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
