// Where an unclosed bracket, parenthesis or template literal was typed. esbuild reports such a
// mistake where it gave up — often the last line of the file — rather than where it was made;
// this scans the source (strings, comments and template literals understood) for the opener that
// was never closed. A closer that lines up with an outer opener's indentation, not its own
// opener's, marks its own opener as the one left open (configs are indented as they nest).
// In: TypeScript source text; out: the position and kind of the opener, if one was left open.

export interface Unclosed {
  /** What was opened: `{`, `[`, `(` or a template literal. */
  what: '{' | '[' | '(' | '`';
  line: number;
  column: number;
}

interface Opener extends Unclosed {
  /** The indentation of the line it is on. */
  indent: number;
  /** For `{` inside a template literal: the `${` that returns to the template. */
  substitution?: boolean;
}

const pairs: Record<string, '{' | '[' | '('> = { '}': '{', ']': '[', ')': '(' };

/** True when a `/` at this point starts a regular expression rather than dividing. */
const regexAllowed = (previous: string) => previous === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(previous);

/** The opener left unclosed in `source`, or undefined when every opener is closed. */
export function findUnclosed(source: string): Unclosed | undefined {
  const stack: Opener[] = [];
  let suspect: Opener | undefined;
  let line = 1;
  let lineStart = 0;
  let previous = '';
  const indentAt = (start: number) => /^[ \t]*/.exec(source.slice(start))![0].length;
  const opener = (what: Opener['what'], i: number, substitution = false): Opener => ({ what, line, column: i - lineStart + 1, indent: indentAt(lineStart), substitution });
  const newline = (at: number) => {
    line++;
    lineStart = at + 1;
  };
  let i = 0;
  /** Skips a template literal's text from just after its backtick (or a `}` ending a substitution); false when the file ends inside it. */
  const templateText = (): boolean => {
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (c === '\\') i++;
      else if (c === '\n') newline(i);
      else if (c === '`') {
        stack.pop();
        return true;
      } else if (c === '$' && source[i + 1] === '{') {
        stack.push(opener('{', i, true));
        i++;
        return true;
      }
    }
    return false;
  };
  for (; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\n') {
      newline(i);
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      i--;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') newline(k);
      i = stop - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      // An unterminated quoted string ends at its line, where esbuild reports it already.
      for (i++; i < source.length && source[i] !== c && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      previous = c;
      continue;
    }
    if (c === '/' && regexAllowed(previous)) {
      let inClass = false;
      for (i++; i < source.length && source[i] !== '\n'; i++) {
        const r = source[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      previous = '/x/';
      continue;
    }
    if (c === '`') {
      const open = opener('`', i);
      stack.push(open);
      i++;
      if (!templateText()) return strip(open);
      previous = '`';
      continue;
    }
    if (c === '{' || c === '[' || c === '(') {
      stack.push(opener(c, i));
    } else if (c in pairs) {
      const top = stack.at(-1);
      // One closer too many: esbuild reports it where it is.
      if (!top) return undefined;
      if (top.what !== pairs[c]) return strip(suspect ?? top);
      stack.pop();
      if (top.substitution) {
        const template = stack.at(-1)!;
        i++;
        if (!templateText()) return strip(template);
        previous = '`';
        continue;
      }
      // A closer first on its line, less indented than its opener's line, closes something outer.
      const first = source.slice(lineStart, i).trim() === '';
      if (first && i - lineStart < top.indent && top.line !== line) suspect ??= top;
    }
    previous = c;
  }
  // All closed: nothing to point at, however the file is indented.
  if (!stack.length) return undefined;
  return strip(suspect ?? stack.at(-1)!);
}

const strip = ({ what, line, column }: Opener): Unclosed => ({ what, line, column });
