import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';

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
    const doc = parse(markdown);
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

  it('takes a kramdown id on the next line only for the heading right above it', () => {
    expect(parse('Text\n{: #not-a-heading}\n').html).toBe('<p>Text</p>');
    expect(parse('## A {#a}\n{: #b}\n').html).toBe('<h2 id="a">A</h2>');
  });
});
