import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { bracketAdmonitionTitles, fillAdmonitionTitles } from '../../../../../src/generator/markdown/plugins/admonitions.ts';
import { messagesFor } from '../../../../../src/i18n/index.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text });
const codes = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`);

describe('admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'])(':::%s becomes a note aside with an empty title for the page’s language', (type) => {
    const doc = parse(`Before.\n\n:::${type}\nKeep **this** in mind.\n:::\n\nAfter.\n`);
    expect(doc.html).toBe(
      `<p>Before.</p>\n<aside class="admonition admonition--${type}" role="note"><p class="admonition__title"></p><p>Keep <strong>this</strong> in mind.</p></aside>\n<p>After.</p>`,
    );
    expect(doc.diagnostics).toEqual([]);
  });

  it('takes a custom title in brackets or, as older Docusaurus sites write it, after a space', () => {
    expect(parse(':::tip[Read *this* first]\nBody.\n:::\n').html).toContain('<p class="admonition__title">Read <em>this</em> first</p><p>Body.</p>');
    expect(parse(':::warning Before you sign\nBody.\n:::\n').html).toContain('<aside class="admonition admonition--warning" role="note"><p class="admonition__title">Before you sign</p>');
    expect(parse(':::note Costs [in EUR]\nBody.\n:::\n').html).toContain('<p class="admonition__title">Costs [in EUR]</p>');
  });

  it('nests an admonition in one opened with more colons', () => {
    const { html } = parse('::::info[Outer]\nOuter text.\n\n:::danger\nInner text.\n:::\n\nMore outer.\n::::\n');
    expect(html).toBe(
      '<aside class="admonition admonition--info" role="note"><p class="admonition__title">Outer</p><p>Outer text.</p><aside class="admonition admonition--danger" role="note"><p class="admonition__title"></p><p>Inner text.</p></aside><p>More outer.</p></aside>',
    );
  });

  it('leaves fenced code alone', () => {
    expect(bracketAdmonitionTitles('```md\n:::tip Title\n```\n:::tip Title\n')).toBe('```md\n:::tip Title\n```\n:::tip[Title]\n');
    expect(parse('```md\n:::tip Title\nx\n:::\n```\n').html).toBe('<pre><code class="language-md">:::tip Title\nx\n:::\n</code></pre>');
  });

  it('reports an unknown type as an error at its line, keeping its content', () => {
    const doc = parse('Intro.\n\n:::details[More]\nHidden text.\n:::\n');
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'unknown-admonition', line: 3, column: 1, message: expect.stringContaining('":::details"'), hint: expect.stringContaining(':::note, :::tip') }),
    ]);
    expect(doc.html).toContain('Hidden text.');
  });

  it('warns about an admonition never closed, and a fence that opens or closes nothing', () => {
    expect(codes('Text.\n\n:::note\nRuns on.\n')).toEqual(['3:1 warning unclosed-admonition']);
    expect(codes('Text.\n:::\n')).toEqual(['2:1 warning stray-admonition-fence']);
    expect(codes('\\:::note is how you write it.\n')).toEqual([]);
  });

  it('fills the default titles in a locale’s words', () => {
    const { html } = parse(':::note\nA.\n:::\n\n:::caution\nB.\n:::\n\n:::tip[Own]\nC.\n:::\n');
    const es = fillAdmonitionTitles(html, messagesFor('es'));
    expect(es).toContain('<p class="admonition__title">Nota</p><p>A.</p>');
    expect(es).toContain('<p class="admonition__title">Precaución</p><p>B.</p>');
    expect(es).toContain('<p class="admonition__title">Own</p>');
    expect(fillAdmonitionTitles(html, messagesFor('ja'))).toContain('<p class="admonition__title">注記</p>');
  });
});

describe('ordinary text with colons', () => {
  // What remark with GFM alone makes of them: the directive syntax must not change a thing.
  const plain = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
  it.each([
    'The office opens at 10:30 and closes at 18:00.',
    'note:thing, a:b and key:value pairs',
    'see:[the terms](https://example.com/terms) now',
    ':text[label]{#id .cls} stays text',
    '::leaf[label] at the start of a line',
    'Emoji codes :smile: and :+1: stay.',
    'Ratio 1:2::3:4 and time 12:00:00.',
    '- item: one\n- item:two',
    '| a:b | c |\n| --- | --- |\n| 1:2 | :x |',
  ])('%s', (text) => {
    expect(parse(text).html).toBe(String(plain.processSync(text)).trim());
    expect(parse(text).diagnostics).toEqual([]);
  });
});
