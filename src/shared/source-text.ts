// Small helpers for pointing into a source text (a config, a JSON or YAML file, a document) and for
// searching it for a literal name. In: the text and an offset or a name; out: a 1-based line and
// column, or the name escaped for use inside a regular expression.

/** The 1-based line and column of the character at `index`. */
export function positionAt(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where each line of `text` starts: found once, positions in a text pointed into many times are then found by binary search. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line and column of `index`, given its text's `lineStarts`. */
export function positionIn(starts: readonly number[], index: number): { line: number; column: number } {
  // The last line starting at or before the index.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: index - starts[low]! + 1 };
}

/** `text` with every character a regular expression gives a meaning escaped, to match it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
