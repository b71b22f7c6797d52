import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { fillAdmonitionTitles } from '../../../../../src/generator/markdown/plugins/admonitions.ts';
import { messagesFor } from '../../../../../src/i18n/index.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text });
// A quote's children stand on lines of their own, the title too.
const aside = (type: string, body: string) => `<aside class="admonition admonition--${type}" role="note">\n<p class="admonition__title"></p>${body}</aside>`;

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'note'],
    ['TIP', 'tip'],
    ['IMPORTANT', 'important'],
    ['WARNING', 'warning'],
    ['CAUTION', 'caution'],
  ])('> [!%s] becomes the %s callout, marker gone', (marker, type) => {
    const doc = parse(`Before.\n\n> [!${marker}]\n> Keep **this** in mind.\n>\n> Second paragraph.\n\nAfter.\n`);
    expect(doc.html).toBe(`<p>Before.</p>\n${aside(type, '\n<p>Keep <strong>this</strong> in mind.</p>\n<p>Second paragraph.</p>\n')}\n<p>After.</p>`);
    expect(doc.diagnostics).toEqual([]);
  });

  it('takes the marker in any case, and text after it on its line as the first words', () => {
    expect(parse('> [!note]\n> Lower case.\n').html).toBe(aside('note', '\n<p>Lower case.</p>\n'));
    expect(parse('> [!WARNING] We are retiring this programme on 1 May.\n> Read the [notice](https://example.com).\n').html).toBe(
      aside('warning', '\n<p>We are retiring this programme on 1 May.\nRead the <a href="https://example.com">notice</a>.</p>\n'),
    );
  });

  it('titles the callout in the page’s language, like an admonition', () => {
    const { html } = parse('> [!IMPORTANT]\n> Binding in English only.\n');
    expect(fillAdmonitionTitles(html, messagesFor('de'))).toContain('<p class="admonition__title">Wichtig</p>');
    expect(fillAdmonitionTitles(html, messagesFor('ja'))).toContain('<p class="admonition__title">重要</p>');
  });

  it('leaves quotes, escaped markers and code alone', () => {
    expect(parse('> A quote that mentions [!NOTE] later.\n').html).toBe('<blockquote>\n<p>A quote that mentions [!NOTE] later.</p>\n</blockquote>');
    expect(parse('> \\[!NOTE]\n> Shown as written.\n').html).toBe('<blockquote>\n<p>[!NOTE]\nShown as written.</p>\n</blockquote>');
    expect(parse('```md\n> [!NOTE]\n> Example.\n```\n').html).toBe('<pre><code class="language-md">> [!NOTE]\n> Example.\n</code></pre>');
  });

  it('warns at a marker GitHub does not know, which stays text', () => {
    const doc = parse('Intro.\n\n> [!DANGER]\n> Not an alert.\n');
    expect(doc.html).toContain('<blockquote>\n<p>[!DANGER]\nNot an alert.</p>');
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unknown-alert', line: 3, column: 3, message: '"[!DANGER]" is not a GitHub alert, so it shows as text' }),
    ]);
  });

  it('converts alerts inside lists and admonitions too', () => {
    expect(parse('- Item\n\n  > [!TIP]\n  > Inside a list.\n').html).toContain(aside('tip', '\n<p>Inside a list.</p>\n'));
  });
});
