// The line `init --from-docusaurus` opens the config it writes with, and its reading back: a config
// made from a docusaurus.config carries that file's settings, so the file needs no warning then.
// In: the Docusaurus config's name, or a config file's text; out: the line, or the name it gives.

const opening = 'Made by `legaldocs init --from-docusaurus` from ';

/** The first comment line of a config made from the Docusaurus config `from` (its name in the site folder). */
export const madeFromLine = (from: string) => `// ${opening}${from}; legaldocs reads the Docusaurus site where`;

/** The Docusaurus config a legaldocs config's text says it was made from, if it says so on its first line. */
export function madeFrom(configSource: string): string | undefined {
  const first = configSource.slice(0, configSource.indexOf('\n') >>> 0);
  if (!first.startsWith(`// ${opening}`)) return undefined;
  return first.slice(3 + opening.length).split(';')[0];
}
