// Front-matter values read without parsing the YAML, for texts the markdown step never sees (a
// document's old revisions in git) or sees later: a key written plainly on its own line.
// In: a document's text; out: the front matter block, and the values of the keys history needs.

/** The front matter block at the start of a text (group 1: the YAML between the `---` lines). */
export const frontMatterBlock = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A key's value when written plainly (`key: value`, quoted or not, a comment after it allowed). */
function plainValue(text: string, key: string, value: RegExp): string | undefined {
  const block = frontMatterBlock.exec(text)?.[1];
  return block ? new RegExp(`^${key}:[ \\t]*(['"]?)(${value.source})\\1[ \\t]*(?:#.*)?$`, 'm').exec(block)?.[2] : undefined;
}

/** The effective date a text's front matter states, when it states one plainly. */
export const effectiveDateOf = (text: string): string | undefined => plainValue(text, 'effective_date', /\d{4}-\d{2}-\d{2}/);

/** A `translation_of` a translation states as a source text hash (hex, as `legaldocs status` prints it). */
export const translationOfHashIn = (text: string): string | undefined => plainValue(text, 'translation_of', /[0-9a-f]{8,64}/)?.toLowerCase();
