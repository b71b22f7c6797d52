import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';

const found = (text: string) =>
  parseMarkdown({ file: 'content/docs/a.md', relPath: 'a.md', text }).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);

describe('rehypeRemovedHtml', () => {
  it('warns at each element the sanitiser removes and each inline style, naming them as written', () => {
    const text = 'Intro.\n\n<Legalese>\nThe fine print.\n</Legalese>\n\nSome <font color="red">red</font> and <span style="color: red">styled</span>.\n\n<script>alert(1)</script>\n';
    const doc = parseMarkdown({ file: 'content/docs/a.md', relPath: 'a.md', text });
    expect(doc.html).toBe('<p>Intro.</p>\n\nThe fine print.\n\n<p>Some red and <span>styled</span>.</p>\n');
    expect(found(text)).toEqual([
      '3:1 warning html-removed <Legalese> is not HTML a page may show, so it is left out (its content is kept)',
      '7:6 warning html-removed <font> is not HTML a page may show, so it is left out (its content is kept)',
      '7:39 warning html-removed the style "color: red" of <span> is left out: pages show the site\'s own styles only',
      '9:1 warning html-removed <script> is left out with its content',
    ]);
  });

  it('says nothing of markdown, allowed HTML, or what is inside an element removed with its content', () => {
    // Mozilla's terms underline with <u>; exported tables carry captions and column groups.
    const kept = '<table><caption>Retention</caption><colgroup><col span="2"></colgroup><tbody><tr><td><u>30 days</u> <small>at most</small></td></tr></tbody></table>';
    expect(parseMarkdown({ file: 'content/docs/a.md', relPath: 'a.md', text: `${kept}\n` }).html).toBe(kept);
    expect(found(`# T\n\n*a* <details><summary>s</summary><mark>m</mark> <abbr title="x">X</abbr></details>\n\n<style>p { color: red }</style>\n\n${kept}\n`)).toEqual([
      '5:1 warning html-removed <style> is left out with its content',
    ]);
  });
});
