import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { classifyLink } from '../../../../../src/generator/markdown/plugins/links.ts';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import rehypeLinks, { docLinks } from '../../../../../src/generator/markdown/plugins/links.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/guide/page.md', relPath: 'guide/page.md', text });
const kinds = (text: string) => parse(text).links.map(({ kind, target, embed, line, column }) => ({ kind, target, embed, line, column }));

describe('classifyLink', () => {
  it.each([
    ['./img/x.png', false, { kind: 'file', target: 'img/x.png' }],
    ['img/x.png', false, { kind: 'file', target: 'img/x.png' }],
    ['../forms/dpa.pdf#page=2', false, { kind: 'file', target: '../forms/dpa.pdf', anchor: 'page=2' }],
    ['./my%20images/photo%20one.png', false, { kind: 'file', target: 'my images/photo one.png' }],
    ['./qos', false, { kind: 'relative' }],
    ['./v2.1', false, { kind: 'relative' }],
    ['./old.html', false, { kind: 'relative' }],
    ['./terms.md', false, { kind: 'markdown', target: 'guide/terms.md' }],
    ['/img/logo.svg', false, { kind: 'route' }],
    ['/img/logo.svg', true, { kind: 'route', embed: true }],
    ['chart', true, { kind: 'file', target: 'chart', embed: true }],
    ['https://example.com/x.png', true, { kind: 'external' }],
  ] as const)('%s (image: %s)', (href, embed, expected) => {
    expect(classifyLink(href, 'guide/page.md', embed)).toEqual({ href, ...expected });
  });
});

describe('file references in documents', () => {
  it('records images, raw HTML images and sources, and links to files, where they are', () => {
    const found = kinds(
      [
        '![Flow](./img/flow.png)',
        '',
        '<table><tr><td><img src="img/logo.png" alt="Logo"></td></tr></table>',
        '',
        '<picture><source srcset="img/a.png 2x, img/b.png"><img src="img/c.png" alt=""></picture>',
        '',
        'Get the [form](./forms/dpa.pdf) or read [terms](./terms.md).',
      ].join('\n'),
    );
    expect(found).toEqual([
      { kind: 'file', target: 'img/flow.png', embed: true, line: 1, column: 1 },
      { kind: 'file', target: 'img/logo.png', embed: true, line: 3, column: 16 },
      { kind: 'file', target: 'img/a.png', embed: true, line: 5, column: 10 },
      { kind: 'file', target: 'img/b.png', embed: true, line: 5, column: 10 },
      { kind: 'file', target: 'img/c.png', embed: true, line: 5, column: 51 },
      { kind: 'file', target: 'forms/dpa.pdf', embed: undefined, line: 7, column: 9 },
      { kind: 'markdown', target: 'guide/terms.md', embed: undefined, line: 7, column: 41 },
    ]);
  });

  it('leaves placeholders holding the href (as markdown normalised it), which survive the HTML they are written into', () => {
    const doc = parse('![a & b](<./my images/a "quoted" & b.png>)\n\n<picture><source srcset="img/a.png 2x, img/b.png"></picture>\n');
    expect(doc.links[0]).toMatchObject({ href: './my%20images/a%20%22quoted%22%20&%20b.png', target: 'my images/a "quoted" & b.png' });
    const { html } = doc;
    expect(html).toContain(`src="ld:file/${encodeURIComponent(doc.links[0]!.href)}"`);
    expect(html).toContain(`srcset="ld:file/img%2Fa.png 2x, ld:file/img%2Fb.png"`);
  });

  it('leaves external images and images from the site root as they are', () => {
    const { html } = parse('![x](https://example.com/x.png) ![y](/img/y.png)\n');
    expect(html).toContain('src="https://example.com/x.png"');
    expect(html).toContain('src="/img/y.png"');
  });
});

describe('rehypeLinks alone, on the HTML tree', () => {
  function run(html: string) {
    const tree = fromHtml(html, { fragment: true });
    const file = new VFile({ data: { relPath: 'guide/page.md' } });
    rehypeLinks()(tree, file);
    return { html: toHtml(tree), links: docLinks(file) };
  }

  it('records every link where it is and leaves placeholders for markdown links and files', () => {
    const { html, links } = run('<p><a href="../terms.md#scope">T</a> <a href="https://x.example">X</a></p>\n<img src="chart.png"><a href="#top">up</a>');
    expect(html).toBe('<p><a href="ld:md/terms.md#scope">T</a> <a href="https://x.example">X</a></p>\n<img src="ld:file/chart.png"><a href="#top">up</a>');
    expect(links).toEqual([
      { href: '../terms.md#scope', kind: 'markdown', target: 'terms.md', anchor: 'scope', line: 1, column: 4 },
      { href: 'https://x.example', kind: 'external', line: 1, column: 38 },
      { href: 'chart.png', kind: 'file', target: 'chart.png', embed: true, line: 2, column: 1 },
      { href: '#top', kind: 'anchor', anchor: 'top', line: 2, column: 22 },
    ]);
  });

  it('treats each candidate of a srcset as a reference of its own', () => {
    const { html } = run('<picture><source srcset="a.png 1x, https://cdn.example/b.png 2x"></picture>');
    expect(html).toBe('<picture><source srcset="ld:file/a.png 1x, https://cdn.example/b.png 2x"></picture>');
  });
});
