// How deep a document nests, read from its text in one pass, before any parser sees it: lists and
// quotes (parsing 400 nested list levels took 22 s, `- ` × 5,000 on a line three minutes) and raw
// HTML elements. In: a document's text and a depth in tree levels; out: where it first goes deeper.

/** A place in the text (line and column from 1) where nesting first passes the limit. */
export interface TooDeep {
  line: number;
  column: number;
}

const blank = (c: string | undefined) => c === ' ' || c === '\t';

/** The column after the whitespace at `from` (tabs to the next multiple of 4), and the index there. */
function skipBlanks(line: string, from: number, column: number): { at: number; column: number } {
  let at = from;
  let col = column;
  while (blank(line[at])) col = line[at++] === '\t' ? col + 4 - (col % 4) : col + 1;
  return { at, column: col };
}

/** The length of a list marker (`-`, `*`, `+`, `1.`, `1)`) at `at`, followed by a blank or the end; 0 if none. */
function markerLength(line: string, at: number): number {
  const c = line[at];
  let end = at;
  if (c === '-' || c === '*' || c === '+') end = at + 1;
  else {
    while (end - at < 9 && line[end]! >= '0' && line[end]! <= '9') end++;
    if (end === at || (line[end] !== '.' && line[end] !== ')')) return 0;
    end++;
  }
  return end === line.length || blank(line[end]) ? end - at : 0;
}

/** A line of three or more `-`, `*` or `_` and blanks is a thematic break, not a list. */
function isBreak(line: string): boolean {
  const t = line.trim();
  return t.length >= 3 && /^(?:-[ \t]*){3,}$|^(?:\*[ \t]*){3,}$|^(?:_[ \t]*){3,}$/.test(t);
}

/**
 * Where the lists and quotes of markdown first nest deeper than `limit` tree levels (a list level
 * takes two: list and item; a quote one), by a simplified reading of CommonMark's containers: the
 * list items a line's indentation keeps open, then the markers it starts with. Fenced code, indented
 * code and front matter are skipped. It may under-count odd layouts, which the tree's own depth
 * limit still catches, but never counts a nesting that is not there.
 */
export function markdownTooDeep(text: string, limit: number): TooDeep | undefined {
  const lines = text.split('\n');
  let first = 0;
  if (/^---[ \t]*\r?$/.test(lines[0] ?? '')) {
    const close = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)[ \t]*\r?$/.test(l));
    if (close !== -1) first = close + 1;
  }
  /** The list items open at the start of the line: how many quotes they are in, and their content's column there. */
  const open: { quotes: number; content: number }[] = [];
  let fence: string | undefined;
  for (let n = first; n < lines.length; n++) {
    const line = lines[n]!;
    let { at, column } = skipBlanks(line, 0, 0);
    if (at === line.length || line[at] === '\r') continue;
    // Quote markers come first on a line, each one level; columns count from the last one's content.
    const indent = column;
    const start = at;
    let quotes = 0;
    while (line[at] === '>') {
      if (++quotes >= limit) return { line: n + 1, column: at + 1 };
      ({ at, column } = skipBlanks(line, blank(line[at + 1]) ? at + 2 : at + 1, 0));
    }
    // An item opened outside quotes stays open while lines are indented to its content; one opened
    // inside quotes, while lines repeat those quotes and are indented to it past them.
    const keeps = (item: { quotes: number; content: number }) => (item.quotes ? quotes >= item.quotes && item.content <= column : item.content <= indent);
    while (open.length && !keeps(open.at(-1)!)) open.pop();
    if (2 * open.length + quotes >= limit) return { line: n + 1, column: start + 1 };
    let run = at;
    while (run < line.length && line[run] === line[at] && (line[at] === '`' || line[at] === '~')) run++;
    if (fence !== undefined) {
      // A run of the fence's character, at least as long, with nothing after it, closes it.
      if (line[at] === fence[0] && run - at >= fence.length && !line.slice(run).trim()) fence = undefined;
      continue;
    }
    if (run - at >= 3) {
      fence = line.slice(at, run);
      continue;
    }
    // Indented four columns past the innermost open item: code.
    const innermost = open.at(-1);
    if (column >= (innermost && innermost.quotes === quotes ? innermost.content : 0) + 4 || isBreak(line.slice(at))) continue;
    for (let length = markerLength(line, at); length; length = markerLength(line, at)) {
      const after = skipBlanks(line, at + length, column + length);
      // One to four blanks after the marker, or the end: the item's content starts there; more: code after one.
      const content = after.at === line.length ? column + length + 1 : after.column - (column + length) > 4 ? column + length + 1 : after.column;
      open.push({ quotes, content });
      if (2 * open.length + quotes >= limit) return { line: n + 1, column: at + 1 };
      ({ at, column } = after);
      if (after.at === line.length) break;
    }
  }
  return undefined;
}

// Elements without an end tag, or whose end tag may be left out: they never hold the next tag.
const unclosed = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rt', 'rp', 'colgroup', 'caption', 'html', 'head', 'body']);
const tag = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])/g;

/**
 * Where raw HTML elements first nest deeper than `limit`, counting opening and closing tags as
 * written; used to locate what overflowed the stack while raw HTML was converted.
 */
export function htmlTooDeep(text: string, limit: number): TooDeep | undefined {
  let depth = 0;
  for (const m of text.matchAll(tag)) {
    const name = m[2]!.toLowerCase();
    if (unclosed.has(name)) continue;
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    if (depth >= limit) {
      const before = text.lastIndexOf('\n', m.index - 1);
      let line = 1;
      for (let i = text.indexOf('\n'); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
      return { line, column: m.index - before };
    }
  }
  return undefined;
}
