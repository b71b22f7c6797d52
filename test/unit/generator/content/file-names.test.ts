// Document names a URL or a file system would change are errors at their files, before anything is
// published: encoded characters and backslashes (pages `serve` refuses), names too long for the
// build's temporary files, and names that are one file where case or normalisation is ignored.
import { describe, expect, it } from 'vitest';
import { fileNameProblems, maxNameBytes } from '../../../../src/generator/content/file-names.ts';

const doc = (relPath: string) => ({ file: `content/docs/${relPath}`, relPath });
const problems = (...relPaths: string[]) => fileNameProblems(relPaths.map(doc)).map((d) => `${d.file}: ${d.message}`);

describe('fileNameProblems', () => {
  it('takes ordinary names, accents and spaces included', () => {
    expect(problems('terms.md', 'guides/über uns.md', 'privacy-policy_2024.md', `${'a'.repeat(maxNameBytes - 3)}.md`)).toEqual([]);
  });

  it.each([
    ['%2e%2e.md', 'holds "%"'],
    ['50% off.md', 'holds "%"'],
    ['back\\slash.md', 'holds "\\"'],
    ['tab\there.md', 'holds a control character'],
    [`${'a'.repeat(249)}.md`, 'is 252 bytes long'],
    [`${'é'.repeat(100)}.md`, 'is 203 bytes long'],
  ])('refuses %s at its file', (relPath, what) => {
    expect(problems(relPath)).toEqual([expect.stringMatching(new RegExp(`^content/docs/.+: the name ".+" ${what.replace(/[\\%]/g, '\\$&')}.*cannot be published$`))]);
  });

  it('refuses a name in a folder that cannot be published', () => {
    expect(problems('a%2fb/terms.md')).toEqual(['content/docs/a%2fb/terms.md: the name "a%2fb" holds "%", which a URL reads as the start of an encoded character, so it cannot be published']);
  });

  it('refuses the second of two names that differ only in case, or in Unicode normalisation', () => {
    expect(problems('terms.md', 'Terms.md')).toEqual([
      'content/docs/Terms.md: "content/docs/Terms.md" and "content/docs/terms.md" differ only in upper and lower case: on macOS and Windows they are one file, and their pages would overwrite each other',
    ]);
    expect(problems('café.md'.normalize('NFC'), 'café.md'.normalize('NFD'))).toEqual([expect.stringContaining('differ only in how accented letters are encoded (NFC or NFD)')]);
  });
});
