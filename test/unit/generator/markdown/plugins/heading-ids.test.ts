import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkHeadingIds from '../../../../../src/generator/markdown/plugins/heading-ids.ts';
import { explicitFlag } from '../../../../../src/generator/markdown/plugins/attribute-lists.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text });

describe('heading ids', () => {
  it.each([
    ['## Cookies {#cookies}', '<h2 id="cookies">Cookies</h2>'],
    ['## Cookies {: #cookies }', '<h2 id="cookies">Cookies</h2>'],
    ['## Cookies {:#cookies}', '<h2 id="cookies">Cookies</h2>'],
    ['## 2.1 Scope {#sec-2.1}', '<h2 id="sec-2.1">2.1 Scope</h2>'],
    ['## Section {A}', '<h2 id="section-a">Section {A}</h2>'],
    ['## Cookies\n{: #cookies}', '<h2 id="cookies">Cookies</h2>'],
  ])('%s', (markdown, html) => {
    // Below a # title: a leading ## heading of a document with none would be its title.
    const doc = parse(`# Page\n\n${markdown}`);
    expect(doc.html).toBe(html);
    expect(doc.diagnostics).toEqual([]);
  });

  it('uses the id of an attribute list and warns, at the list, about what else it holds', () => {
    const doc = parse('Intro.\n\n## Rights {: #rights .lead data-x="1" }\n');
    expect(doc.html).toContain('<h2 id="rights">Rights</h2>');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`)).toEqual([
      '3:11 warning unsupported-attribute-list ".lead" in attribute list "{: #rights .lead data-x="1" }" is not supported, so it is left out',
      '3:11 warning unsupported-attribute-list "data-x="1"" in attribute list "{: #rights .lead data-x="1" }" is not supported, so it is left out',
    ]);
  });

  it('takes a kramdown id on the next line only for the heading right above it (a paragraph’s is the paragraph’s)', () => {
    expect(parse('Text\n{: #not-a-heading}\n').html).toBe('<p id="not-a-heading">Text</p>');
    expect(parse('# Page\n\n## A {#a}\n{: #b}\n').html).toBe('<h2 id="a">A</h2>');
  });
});

describe('remarkHeadingIds alone, on the markdown tree', () => {
  const processor = unified().use(remarkParse).use(remarkHeadingIds);
  function run(markdown: string) {
    const file = new VFile({ path: 'page.md', value: markdown });
    const tree = processor.runSync(processor.parse(file), file) as Root;
    return { tree, file };
  }

  it('takes the marker off the heading text and sets the id, flagged as the author’s', () => {
    const { tree } = run('## Cookies {#cookies}\n');
    expect(tree.children).toMatchObject([{ type: 'heading', children: [{ type: 'text', value: 'Cookies' }], data: { hProperties: { id: 'cookies', [explicitFlag]: true } } }]);
  });

  it('takes a kramdown id from the line below and drops that line', () => {
    const { tree } = run('## Cookies\n{: #cookies}\n\nText.\n');
    expect(tree.children.map((c) => c.type)).toEqual(['heading', 'paragraph']);
    expect(tree.children[0]).toMatchObject({ data: { hProperties: { id: 'cookies' } } });
  });

  it('leaves a heading without a marker to the slugger', () => {
    const { tree, file } = run('## Section {A}\n');
    expect(tree.children[0]).toMatchObject({ children: [{ value: 'Section {A}' }] });
    expect((tree.children[0] as { data?: unknown }).data).toBeUndefined();
    expect(file.data.diagnostics ?? []).toEqual([]);
  });
});

describe('heading ids on hostile headings', () => {
  // The pattern these replaced took 53 s on the first; recheck's test (regexes.test.ts) bounds their cost.
  it('keeps an unclosed brace followed by thousands of blanks as text', () => {
    const doc = parse(`# Page\n\n## Clause {${' '.repeat(5_000)}x`);
    expect(doc.html).toMatch(new RegExp(`^<h2 id="[^"]+">Clause \\{ {5000}x</h2>$`));
  });

  it('takes the id after thousands of blanks, and leaves a kramdown line of blanks that never closes as text', () => {
    expect(parse(`# Page\n\n## Clause${' \t'.repeat(3_000)}{#c}`).html).toBe('<h2 id="c">Clause</h2>');
    expect(parse(`## Clause\n{:${'\t'.repeat(3_000)}:`).diagnostics).toEqual([]);
  });
});
