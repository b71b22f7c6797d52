import { describe, expect, it } from 'vitest';
import { foreignKeysWarning } from '../../../../src/generator/markdown/foreign-keys.ts';

const at = (line: number) => ({ line, column: 3 });

describe('foreignKeysWarning', () => {
  it('says once which keys of which tools the documents carry, most common first, at the first one', () => {
    const docs: Parameters<typeof foreignKeysWarning>[0] = [
      { file: 'a.md', frontMatterAt: { title: at(2), versions: at(3), topics: at(5) } },
      { file: 'b.md', frontMatterAt: { versions: at(2), permalink: at(4) } },
      { file: 'c.md', frontMatterAt: { versions: at(2), pagination_next: at(3) } },
      { file: 'd.md', frontMatterAt: { title: at(2) } },
    ];
    expect(foreignKeysWarning(docs)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'foreign-front-matter',
        file: 'a.md',
        line: 3,
        column: 1,
        message: 'front matter of docs.github.com, Docusaurus, and Jekyll that legaldocs does not read, in 3 documents: "versions" (3), "pagination_next" (1), "permalink" (1), "topics" (1)',
      }),
    ]);
  });

  it('says nothing when no document carries any, or only keys legaldocs reads', () => {
    expect(foreignKeysWarning([{ file: 'a.md', frontMatterAt: { title: at(2), shortTitle: at(3), intro: at(4), redirect_from: at(5) } }])).toEqual([]);
    expect(foreignKeysWarning([])).toEqual([]);
  });
});
