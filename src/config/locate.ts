// Where a config key or value is written: a key path searched for in the config file's text, each key
// after the previous one (an array index by counting the array literal's elements), or a quoted
// string. In: the file's text and a key path or string; out: a line and column, or nothing.

import { escapeRegExp, lineStarts, positionIn } from '../shared/source-text.ts';

/** The index just past the string or template literal that starts at `at` (a template's `${…}` stepped over). */
function literalEnd(source: string, at: number): number {
  const quote = source[at]!;
  for (let i = at + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') i++;
    else if (c === quote) return i + 1;
    else if (quote !== '`' && c === '\n') return i;
    else if (quote === '`' && c === '$' && source[i + 1] === '{') i = codeEnd(source, i + 1) - 1;
  }
  return source.length;
}

/**
 * Walks the bracketed code opened at `open` (`[`, `{` or `(`) to its closer, stepping over strings,
 * templates and comments; `onElement` hears where each of its top-level elements starts.
 * Out: the index just past the closer.
 */
function codeEnd(source: string, open: number, onElement?: (index: number) => void): number {
  let depth = 0;
  let expecting = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    if (expecting && depth === 1 && c !== ']' && c !== '}' && c !== ')') onElement?.(i);
    expecting = false;
    if (c === '"' || c === "'" || c === '`') i = literalEnd(source, i) - 1;
    else if (c === '[' || c === '{' || c === '(') expecting = ++depth === 1;
    else if (c === ']' || c === '}' || c === ')') {
      if (--depth === 0) return i + 1;
    } else if (c === ',' && depth === 1) expecting = true;
  }
  return source.length;
}

/** A key found: where it is written, where the search for what it holds starts, and what was found in it. */
interface Found {
  at: number;
  from: number;
  inside?: Map<PropertyKey, Found | null>;
  /** Where the elements of the array literal written as its value start. */
  elements?: number[];
}

/**
 * A locator for `source`: a key path's best-effort position, each key searched for after the
 * previous one, an array index counted among the elements of the array literal written there.
 * What it finds is kept, so locating many paths (100,000 bad footer links) reads the text about once.
 */
export function keyLocator(source: string): (keyPath: readonly PropertyKey[]) => { line: number; column: number } | undefined {
  const starts = lineStarts(source);
  const space = /\s*/y;
  const keys = new Map<string, RegExp>();
  const found = (at: number, from: number): Found => ({ at, from });
  const step = (parent: Found, key: string | number): Found | null => {
    if (typeof key === 'number') {
      if (!parent.elements) {
        space.lastIndex = parent.from;
        space.exec(source);
        const open = space.lastIndex;
        parent.elements = [];
        if (source[open] === '[') codeEnd(source, open, (i) => parent.elements!.push(i));
      }
      const element = parent.elements[key];
      // Not an array literal there (a variable), or fewer elements written than the value has
      // (spread in from elsewhere): the index is skipped, the keys after it searched for from here.
      return element === undefined ? parent : found(element, element);
    }
    if (!keys.has(key)) keys.set(key, new RegExp(`(?:^|[\\s{,])['"]?${escapeRegExp(key)}['"]?\\s*:`, 'g'));
    const re = keys.get(key)!;
    re.lastIndex = parent.from;
    const m = re.exec(source);
    return m ? found(m.index + m[0].search(/[^\s{,]/), m.index + m[0].length) : null;
  };
  const root = found(-1, 0);
  return (keyPath) => {
    let at = root;
    for (const key of keyPath) {
      if (typeof key === 'symbol') continue;
      const inside = (at.inside ??= new Map());
      if (!inside.has(key)) inside.set(key, step(at, key));
      const next = inside.get(key);
      if (!next) break;
      at = next;
    }
    return at.at < 0 ? undefined : positionIn(starts, at.at);
  };
}

/** Best-effort source position of a key path (see keyLocator). */
export function locateKey(source: string, keyPath: readonly PropertyKey[]): { line: number; column: number } | undefined {
  return keyLocator(source)(keyPath);
}

/** Where a string is first written in quotes ('x', "x" or `x`) in the source. */
export function locateString(source: string, value: string): { line: number; column: number } | undefined {
  const found = ["'", '"', '`'].map((q) => source.indexOf(`${q}${value}${q}`)).filter((i) => i !== -1);
  return found.length ? positionIn(lineStarts(source), Math.min(...found)) : undefined;
}
