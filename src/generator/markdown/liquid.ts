// Liquid templating of Jekyll and docs.github.com — `{{ site.x }}`, `{% data x.y %}`, `{% include … %}`
// — which legaldocs does not run. In: a document's text, its parsed (not yet transformed) tree and the
// config's `variables`; out: the text with each `{{ path }}` and `{% data path %}` outside code that
// has a value replaced by it, as Jekyll does before the markdown is read (so a value may be a link's
// address, or paragraphs on a line of their own), warnings at every other tag, which stays as
// written, and the way back from a position of the new text to where it was written.

import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { closest } from '../../diagnostics/closest.ts';
import { LiquidNotExpanded } from '../../diagnostics/diagnostic.ts';
import { diagnose } from './plugins/diagnose.ts';
import { lineStarts, positionIn } from '../../shared/source-text.ts';

/** Values for templating: nested keys, each value markdown (or a number, a yes/no). */
export interface Variables {
  [key: string]: string | number | boolean | Variables;
}

// `{{ … }}` or `{% … %}`: no braces inside, so a scan stops at the next brace.
const tag = /\{\{([^{}]*)\}\}|\{%([^{}%]*)%\}/g;
const dottedPath = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*$/;
// What may stand before a tag on its line for a value of several lines to follow it there: indent,
// quote markers and list markers (continuation lines repeat them, list markers as spaces).
const linePrefix = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*$/;

/** Where the spaces and tabs next to `at` end, looking back (`step` -1) or on (1). */
function blankFrom(text: string, at: number, step: -1 | 1): number {
  let i = at;
  while (text[step === -1 ? i - 1 : i] === ' ' || text[step === -1 ? i - 1 : i] === '\t') i += step;
  return i;
}

/** Whether a text holds something that may be a Liquid tag. */
export const hasLiquid = (text: string) => text.includes('{{') || text.includes('{%');

/** The keys of every value in `variables`, dotted. */
function paths(variables: Variables, prefix = ''): string[] {
  return Object.entries(variables).flatMap(([key, value]) => (typeof value === 'object' ? paths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** The value at a dotted path, when it is one (not a group of values). */
function lookup(variables: Variables, dotted: string): string | undefined {
  let at: Variables[string] | undefined = variables;
  for (const key of dotted.split('.')) at = typeof at === 'object' && Object.hasOwn(at, key) ? at[key] : undefined;
  return at === undefined || typeof at === 'object' ? undefined : String(at);
}

/**
 * What a tag is: one whose value is looked up (`{{ site.x }}`, `{% data x.y %}`), raw or endraw, another
 * Liquid tag, or none at all — double braces holding no Liquid output (`{{color: "red"}}`, where a colon
 * comes before any filter's `|`), or `{% … %}` not starting with a tag name.
 */
function readTag(m: RegExpMatchArray): { variable?: string; raw?: 'open' | 'close' } | undefined {
  // Whitespace control (`{{-`, `-%}`) is done by the caller.
  const inner = (m[1] ?? m[2]!).replace(/^-/, '').replace(/-$/, '').trim();
  if (m[1] !== undefined) {
    if (dottedPath.test(inner)) return { variable: inner };
    const colon = inner.indexOf(':');
    const pipe = inner.indexOf('|');
    return /^[A-Za-z_'"[]/.test(inner) && (colon === -1 || (pipe !== -1 && pipe < colon)) ? {} : undefined;
  }
  if (!/^[a-z_]\w*(?:\s|$)/.test(inner)) return undefined;
  const [name, ...args] = inner.split(/\s+/);
  if (name === 'data' && args.length === 1 && dottedPath.test(args[0]!)) return { variable: args[0]! };
  if ((name === 'raw' || name === 'endraw') && !args.length) return { raw: name === 'raw' ? 'open' : 'close' };
  return {};
}

/** Where code is in the text ([start, end) offsets): tags there are text. */
function codeRanges(tree: Root): [number, number][] {
  const out: [number, number][] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'yaml') {
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) out.push([start.offset, end.offset]);
    } else if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return out;
}

function warn(file: VFile, written: string, variable: string | undefined, known: string[], at: number, why?: 'sentence'): void {
  if (why === 'sentence') {
    diagnose(file, LiquidNotExpanded, `Liquid "${written}" stands for several lines, which cannot go inside a sentence, so it shows as written`, 'Put the tag alone on its line (in a list item or a quote, after its marker).', at);
  } else if (variable === undefined) {
    diagnose(
      file,
      LiquidNotExpanded,
      `Liquid "${written}" is not expanded (legaldocs runs no templates), so it shows as written`,
      "Write the text the tag stands for (an include's text, a condition's outcome) in the document, or wrap braces meant as text in {% raw %} … {% endraw %}.",
      at,
    );
  } else {
    const near = closest(variable, known);
    const keys = variable.split('.');
    diagnose(
      file,
      LiquidNotExpanded,
      `Liquid "${written}" is not expanded (the config's variables have no "${variable}"), so it shows as written`,
      `${near ? `Did you mean "${near}"? ` : ''}Give its value in the config: variables: { ${keys.join(': { ')}: '…' ${'} '.repeat(keys.length - 1)}}, or write the text itself.`,
      at,
    );
  }
}

/** A replacement: `length` characters of the source from `from`, written instead as `value`. */
interface Replacement {
  from: number;
  length: number;
  value: string;
}

/** The value a tag at `at` takes, its later lines continuing the line it stands on; undefined inside a sentence. */
function placed(value: string, text: string, at: number): string | undefined {
  if (!value.includes('\n')) return value;
  const prefix = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  if (!linePrefix.test(prefix)) return undefined;
  const continuation = prefix.replace(/[-*+]|\d{1,9}[.)]/g, (marker) => ' '.repeat(marker.length));
  return value.replace(/\n(?!\n|$)/g, `\n${continuation}`);
}

/** Expands a document's Liquid tags (see the header); the replacements made, or none. */
export function expandLiquid(tree: Root, file: VFile, variables: Variables): Replacement[] {
  const text = String(file.value);
  const code = codeRanges(tree);
  const known = paths(variables);
  const out: Replacement[] = [];
  let raw: number | undefined;
  for (const m of text.matchAll(tag)) {
    const at = m.index!;
    if (code.some(([start, end]) => at >= start && at < end)) continue;
    const found = readTag(m);
    if (!found || (raw !== undefined && found.raw !== 'close')) continue;
    if (found.raw) {
      // The two tags go; what is between them stays as it is.
      raw = found.raw === 'open' ? at : undefined;
      out.push({ from: at, length: m[0].length, value: '' });
      continue;
    }
    const looked = found.variable === undefined ? undefined : lookup(variables, found.variable);
    const value = looked === undefined ? undefined : placed(looked, text, at);
    if (value === undefined) {
      warn(file, m[0], found.variable, known, at, looked === undefined ? undefined : 'sentence');
      continue;
    }
    // Whitespace control: `{{-` takes the spaces before the tag away, `-}}` those after it.
    const end = at + m[0].length;
    const from = m[0][2] === '-' ? blankFrom(text, at, -1) : at;
    const to = m[0].at(-3) === '-' ? blankFrom(text, end, 1) : end;
    out.push({ from, length: to - from, value });
  }
  return out;
}

/** The text with the replacements made. */
export function replaced(text: string, replacements: readonly Replacement[]): string {
  let out = '';
  let last = 0;
  for (const r of replacements) {
    out += text.slice(last, r.from) + r.value;
    last = r.from + r.length;
  }
  return out + text.slice(last);
}

/** Where an offset of the text after `replacements` was in the source: a value's characters at its tag. */
function sourceOffset(offset: number, replacements: readonly Replacement[]): number {
  let delta = 0;
  for (const r of replacements) {
    const start = r.from + delta;
    if (offset < start) break;
    if (offset < start + r.value.length) return r.from;
    delta += r.value.length - r.length;
  }
  return offset - delta;
}

/** Maps a position (1-based line and column) in the text after `replacements` back to where it was written. */
export function sourcePosition(source: string, replacements: readonly Replacement[]): (line: number, column?: number) => { line: number; column: number } {
  const after = replaced(source, replacements);
  const newStarts = lineStarts(after);
  const oldStarts = lineStarts(source);
  return (line, column = 1) => {
    const original = sourceOffset((newStarts[line - 1] ?? after.length) + column - 1, replacements);
    return positionIn(oldStarts, original);
  };
}
