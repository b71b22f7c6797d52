// Small helpers for pointing into a source text (a config, a JSON or YAML file, a document) and for
// searching it for a literal name. In: the text and an offset or a name; out: a 1-based line and
// column, or the name escaped for use inside a regular expression.

/** The 1-based line and column of the character at `index`. */
export function positionAt(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** `text` with every character a regular expression gives a meaning escaped, to match it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
