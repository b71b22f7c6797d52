// Ids alone: headings without one get the GitHub slug of their text; every id in the page unique and
// usable; an author's id (flagged by heading-ids) keeps its name, a generated one gives way with a
// suffix, and the flag is gone from the output.
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import rehypeUniqueIds, { authorIds } from '../../../../../src/generator/markdown/plugins/unique-ids.ts';

function run(html: string, file = new VFile()): string {
  const tree = fromHtml(html, { fragment: true });
  rehypeUniqueIds()(tree, file);
  return toHtml(tree);
}

describe('rehypeUniqueIds', () => {
  it.each([
    ['numbers repeated ids in order', '<h2 id="a">A</h2><h2 id="a">A</h2><h2 id="a">A</h2>', '<h2 id="a">A</h2><h2 id="a-1">A</h2><h2 id="a-2">A</h2>'],
    ['never renames onto an id the page has further down', '<h2 id="a"></h2><h2 id="a"></h2><h2 id="a-1"></h2>', '<h2 id="a"></h2><h2 id="a-2"></h2><h2 id="a-1"></h2>'],
    ['lets the author’s id win over an earlier generated one', '<h2 id="x">X</h2><h2 id="x" data-ld-explicit-id>Mine</h2>', '<h2 id="x-1">X</h2><h2 id="x">Mine</h2>'],
    ['keeps the first of two author ids', '<h2 id="x" data-ld-explicit-id>1</h2><h2 id="x" data-ld-explicit-id>2</h2>', '<h2 id="x">1</h2><h2 id="x-1">2</h2>'],
    ['names ids slugged to nothing “section”', '<h2 id="">?</h2><h2 id="-1">!</h2>', '<h2 id="section">?</h2><h2 id="section-1">!</h2>'],
    ['slugs headings without an id, numbering repeats as GitHub does', '<h2>Hello World</h2><h3 id="">Hello World</h3><h4>Déjà vu!</h4>', '<h2 id="hello-world">Hello World</h2><h3 id="hello-world-1">Hello World</h3><h4 id="déjà-vu">Déjà vu!</h4>'],
    ['slugs only headings', '<p>Hello</p><h6>Hello</h6>', '<p>Hello</p><h6 id="hello">Hello</h6>'],
    ['lets an author’s id further down win over a slug', '<h2>Scope</h2><h2 id="scope" data-ld-explicit-id>Mine</h2>', '<h2 id="scope-1">Scope</h2><h2 id="scope">Mine</h2>'],
    ['fixes ids on any element, not headings only', '<p id="a">p</p><span id="a">s</span>', '<p id="a">p</p><span id="a-1">s</span>'],
  ])('%s', (_, input, output) => {
    expect(run(input)).toBe(output);
  });

  it('records the ids the author chose, as kept', () => {
    const file = new VFile();
    run('<h2 id="x">X</h2><h2 id="x" data-ld-explicit-id>Mine</h2><h2 id="y" data-ld-explicit-id>Y</h2><h2 id="y" data-ld-explicit-id>Y again</h2>', file);
    expect([...authorIds(file)]).toEqual(['x', 'y']);
  });
});
