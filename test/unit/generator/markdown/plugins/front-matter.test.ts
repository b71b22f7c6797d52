// Front matter alone: the YAML block remark-frontmatter found, validated into file.data with where
// each value is, its problems as diagnostics at their lines in the document.
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkFrontMatterData from '../../../../../src/generator/markdown/plugins/front-matter.ts';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkFrontMatterData);

function read(markdown: string) {
  const file = new VFile({ path: 'page.md', value: markdown, data: { sourceFile: 'content/docs/page.md' } });
  processor.runSync(processor.parse(file), file);
  return file.data as { frontMatter?: Record<string, unknown>; frontMatterAt?: Record<string, unknown>; diagnostics?: { code: string; file: string; line?: number }[] };
}

describe('remarkFrontMatterData', () => {
  it('reads the front matter and where each key is', () => {
    const data = read('---\ntitle: Terms\nsidebar_position: 2\n---\n\n# Body\n');
    expect(data.frontMatter).toEqual({ title: 'Terms', sidebar_position: 2 });
    expect(data.frontMatterAt).toMatchObject({ title: expect.objectContaining({ line: 2 }), sidebar_position: expect.objectContaining({ line: 3 }) });
    expect(data.diagnostics ?? []).toEqual([]);
  });

  it('gives a document without front matter an empty one', () => {
    const data = read('# Body\n\n---\ntitle: not front matter\n---\n');
    expect(data.frontMatter).toEqual({});
    expect(data.diagnostics ?? []).toEqual([]);
  });

  it('reports a bad value at its line in the document, in the source file', () => {
    const data = read('---\ntitle: Terms\nsidebar_position: first\n---\n');
    expect(data.diagnostics).toEqual([expect.objectContaining({ file: 'content/docs/page.md', line: 3 })]);
  });
});
