// Front-matter values read without parsing the YAML, for texts the markdown step never sees (a
// document's old revisions in git) or sees later: a key written plainly on its own line.
// In: a document's text; out: the front matter block, and the values of the keys history needs.

/** The front matter block at the start of a text (group 1: the YAML between the `---` lines). */
export const frontMatterBlock = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The YAML block's line that sets `key` plainly (`key: value`, quoted or not, a comment after it allowed). */
const plainValue = (text: string, line: RegExp): string | undefined => {
  const block = frontMatterBlock.exec(text)?.[1];
  return block === undefined ? undefined : line.exec(block)?.[2];
};

/** The effective date a text's front matter states, when it states one plainly. */
export const effectiveDateOf = (text: string): string | undefined => plainValue(text, /^effective_date:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2})\1[ \t]*(?:#.*)?$/m);

/** A `translation_of` a translation states as a source text hash (hex, as `legaldocs status` prints it). */
export const translationOfHashIn = (text: string): string | undefined => plainValue(text, /^translation_of:[ \t]*(['"]?)([0-9a-fA-F]{8,64})\1[ \t]*(?:#.*)?$/m)?.toLowerCase();
