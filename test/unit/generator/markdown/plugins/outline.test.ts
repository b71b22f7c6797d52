// The outline alone: from a final hast tree, every id (anchors), the h2–h6 headings (the table of
// contents, with their lines) and the text under each heading, one entry per paragraph (search).
import { fromHtml } from 'hast-util-from-html';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeOutline, { outline } from '../../../../../src/generator/markdown/plugins/outline.ts';

function outlineOf(html: string) {
  const file = new VFile();
  rehypeOutline()(fromHtml(html, { fragment: true }), file);
  return outline(file);
}

describe('rehypeOutline', () => {
  it('lists every id in document order, headings or not', () => {
    expect(outlineOf('<p id="intro">x</p><h2 id="a">A</h2><div><span id="deep">y</span></div>').anchors).toEqual(['intro', 'a', 'deep']);
  });

  it('reads h2–h6 headings with their id, squashed text and line, and leaves h1 out', () => {
    const { headings } = outlineOf('<h1 id="t">Title</h1>\n<h2 id="scope">The  <code>scope</code>\n of it</h2>\n<h4 id="d">Detail</h4>');
    expect(headings).toEqual([
      { id: 'scope', level: 2, text: 'The scope of it', line: 2 },
      { id: 'd', level: 4, text: 'Detail', line: 4 },
    ]);
  });

  it('squashes every run of white space (tabs, line breaks, no-break and ideographic spaces) to one space', () => {
    const { sections } = outlineOf('<p>\n a\t\tb\u00a0c \u3000 d\n\ne f </p><p> \n </p>');
    expect(sections).toEqual([{ level: 1, heading: '', paragraphs: ['a b c d e f'], fingerprint: expect.any(String) }]);
  });

  it('gives each heading the paragraphs under it, nested blocks as paragraphs of their own', () => {
    const html =
      '<p>Before any heading.</p>' +
      '<h2 id="rights">Rights</h2>' +
      '<ul><li>Access<ul><li>Copies</li></ul></li></ul>' +
      '<table><tr><th>Who</th><td>Us</td></tr></table>' +
      '<h3 id="empty">Empty</h3>';
    expect(outlineOf(html).sections).toEqual([
      { level: 1, heading: '', paragraphs: ['Before any heading.'], fingerprint: expect.any(String) },
      { id: 'rights', level: 2, heading: 'Rights', paragraphs: ['Access', 'Copies', 'Who', 'Us'], fingerprint: expect.any(String) },
      { id: 'empty', level: 3, heading: 'Empty', paragraphs: [], fingerprint: expect.any(String) },
    ]);
  });

  it('drops the untitled section when nothing comes before the first heading', () => {
    expect(outlineOf('<h2 id="a">A</h2><p>text</p>').sections).toEqual([{ id: 'a', level: 2, heading: 'A', paragraphs: ['text'], fingerprint: expect.any(String) }]);
  });

  it('fingerprints each section: the same for a text only wrapped or renumbered, another for a changed word or link', () => {
    const fingerprints = (html: string) => outlineOf(html).sections.map((s) => s.fingerprint);
    const base = fingerprints('<p>Lead.</p>\n<h2 id="a">1. Scope</h2>\n<p>We use <a href="/x">cookies</a> here.</p>\n<h2 id="b">2. End</h2><p>Bye.</p>');
    expect(new Set(base).size).toBe(3);
    expect(fingerprints('<p>Lead.</p>\n\n<h2 id="a">2. Scope</h2>\n<p>We  use\n<a href="/x">cookies</a>\there.</p>\n<h2 id="b">3. End</h2><p>Bye.</p>')).toEqual(base);
    expect(fingerprints('<p>Lead.</p><h2 id="a">1. Scope</h2><p>We use <a href="/y">cookies</a> here.</p><h2 id="b">2. End</h2><p>Bye.</p>')).toEqual([base[0], expect.not.stringMatching(base[1]!), base[2]]);
    expect(fingerprints('<p>Lead.</p><h2 id="a">1. Scope</h2><p>We use <a href="/x">cookies</a> there.</p><h2 id="b">2. The end</h2><p>Bye.</p>')).toEqual([base[0], expect.not.stringMatching(base[1]!), expect.not.stringMatching(base[2]!)]);
  });
});
