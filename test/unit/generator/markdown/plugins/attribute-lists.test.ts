import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { parseAttributeList } from '../../../../../src/generator/markdown/plugins/attribute-lists.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text });
const where = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);

describe('parseAttributeList', () => {
  it.each([
    [' #id ', { id: 'id', others: [] }],
    ['#id .a .b', { id: 'id', others: ['.a', '.b'] }],
    ['datetime="2024-01-01" lang=en', { others: ['datetime="2024-01-01"', 'lang=en'] }],
    ['', { others: [] }],
    ['A', undefined],
    ['#id and words', undefined],
  ])('{%s}', (inside, expected) => {
    expect(parseAttributeList(inside)).toEqual(expected);
  });
});

describe('attribute lists that are not heading ids', () => {
  it('takes one alone after a paragraph off the page, with a warning at its line', () => {
    const text = '# Terms\n\n## Effective date {: #effective }\n\n*Effective: 1 January 2024*\n{: .lead }\n\nThe rest.\n';
    const doc = parse(text);
    expect(doc.html).toBe('<h2 id="effective">Effective date</h2>\n<p><em>Effective: 1 January 2024</em></p>\n<p>The rest.</p>');
    expect(where(text)).toEqual(['6:1 unsupported-attribute-list attribute list "{: .lead }" is not supported, so it is left out of the page']);
    expect(doc.diagnostics[0]!.hint).toContain('{: datetime="2025-05-01" }');
  });

  it('takes lists out of running text, list items and table cells, and drops a paragraph holding only one', () => {
    const text = 'A lead paragraph. {: .lead}\n\n- an item{: .x} here\n\n| a | b |\n| - | - |\n| c{: .y} | d |\n\n{: .alone}\n';
    expect(parse(text).html).toBe(
      '<p>A lead paragraph.</p>\n<ul>\n<li>an item here</li>\n</ul>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>c</td>\n<td>d</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(where(text).map((w) => w.split(' ')[0])).toEqual(['1:19', '3:10', '7:4', '9:1']);
  });

  it('leaves code and other braces alone', () => {
    const text = 'Use `{: #id}` in code, {x} and {#y} in text.\n\n```\n{: .kept}\n```\n';
    expect(parse(text).html).toBe('<p>Use <code>{: #id}</code> in code, {x} and {#y} in text.</p>\n<pre><code>{: .kept}\n</code></pre>');
    expect(parse(text).diagnostics).toEqual([]);
  });
});

describe('attribute lists Python-Markdown gives to paragraphs and phrases', () => {
  it('gives a paragraph the id and lang of a list alone on its last line, a list item in a list, warning about the rest', () => {
    const text =
      'We may receive personal information from you.\n{: #personal-info }\n\n* **Campaigns**: we may use third parties.\n{: #campaigns .x }\n\nSee [what we receive](#personal-info).\n\nTexto en español.\n{: lang="es" dir=ltr }\n';
    const doc = parse(text);
    expect(doc.html).toBe(
      '<p id="personal-info">We may receive personal information from you.</p>\n<ul>\n<li id="campaigns"><strong>Campaigns</strong>: we may use third parties.</li>\n</ul>\n<p>See <a href="#personal-info">what we receive</a>.</p>\n<p lang="es" dir="ltr">Texto en español.</p>',
    );
    expect(doc.anchors).toEqual(expect.arrayContaining(['personal-info', 'campaigns']));
    expect(where(text)).toEqual(['5:1 unsupported-attribute-list ".x" in attribute list "{: #campaigns .x }" is not supported, so it is left out']);
  });

  it('gives an inline element the list right after it, as *De Todos Para Todos*{: lang="es" }', () => {
    const text = 'Our *De Todos Para Todos*{: lang="es" } app saves nothing; **bold**{: .big} too.\n';
    expect(parse(text).html).toBe('<p>Our <em lang="es">De Todos Para Todos</em> app saves nothing; <strong>bold</strong> too.</p>');
    expect(where(text)).toEqual([`1:${text.indexOf('{: .big}') + 1} unsupported-attribute-list attribute list "{: .big}" is not supported, so it is left out of the page`]);
  });

  it('keeps the author’s id when a heading’s slug is the same, renaming the heading’s', () => {
    expect(parse('# Page\n\n## Campaigns\n\nText.\n{: #campaigns }\n').html).toBe('<h2 id="campaigns-1">Campaigns</h2>\n<p id="campaigns">Text.</p>');
  });
});
