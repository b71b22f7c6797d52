import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';

const parse = (text: string, relPath = 'guide/page.md') => parseMarkdown({ file: `content/docs/${relPath}`, relPath, text });

describe('parseMarkdown', () => {
  it('honours {#custom-id} and strips it from the heading text', () => {
    const doc = parse('# Cookie Policy\n\n## Cookies we use {#cookies}\n\nText.');
    expect(doc.html).toContain('<h2 id="cookies">Cookies we use</h2>');
    expect(doc.headings).toEqual([{ id: 'cookies', level: 2, text: 'Cookies we use', line: 3, explicit: true }]);
  });

  it('tells the ids an author chose from those made from the text', () => {
    const doc = parse('# Notice\n\n## Scope {#scope}\n\n## Your rights\n\n## Contact {: #contact }\n');
    expect(doc.headings.map((h) => [h.id, h.explicit ?? false])).toEqual([
      ['scope', true],
      ['your-rights', false],
      ['contact', true],
    ]);
  });

  it('knows a text by the hash of its body, whitespace and front matter aside', () => {
    const a = parse('---\ntitle: A\n---\n\nOne  text\nwrapped.\n');
    expect(a.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(parse('---\ntitle: B\nsidebar_position: 2\n---\nOne text wrapped.').textHash).toBe(a.textHash);
    expect(parse('One text, wrapped.').textHash).not.toBe(a.textHash);
  });

  it('gives every heading a unique id, letting an explicit id win over a generated one', () => {
    const doc = parse('# Terms\n\n## Rights\n\n## Rights\n\n### Other {#rights}\n');
    expect(doc.headings.map((h) => h.id)).toEqual(['rights-2', 'rights-1', 'rights']);
    expect(new Set(doc.anchors).size).toBe(doc.anchors.length);
  });

  it('gives a heading of only punctuation or emoji a usable id', () => {
    const doc = parse('# Terms\n\n## 🎉\n\n## !!!\n');
    expect(doc.headings.map((h) => h.id)).toEqual(['section', 'section-1']);
  });

  it('removes scripts, event handlers and javascript: URLs but keeps ids', () => {
    const doc = parse(
      '<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onclick="x()">bad</a> <img src="x" onerror="alert(1)">\n\n<iframe src="https://example.com"></iframe>\n\n<p id="kept">ok</p>\n',
    );
    expect(doc.html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(doc.html).toContain('id="kept"');
    expect(doc.anchors).toContain('kept');
  });

  it('turns .md links into placeholders with the target resolved from the linking file', () => {
    const doc = parse('[a](../other/doc.md#part) [b](./sibling.md) [c](https://example.com) [d](#local) [e](/docs/x)', 'guide/page.md');
    expect(doc.links.map(({ kind, target, anchor }) => ({ kind, target, anchor }))).toEqual([
      { kind: 'markdown', target: 'other/doc.md', anchor: 'part' },
      { kind: 'markdown', target: 'guide/sibling.md', anchor: undefined },
      { kind: 'external', target: undefined, anchor: undefined },
      { kind: 'anchor', target: undefined, anchor: 'local' },
      { kind: 'route', target: undefined, anchor: undefined },
    ]);
    expect(doc.html).toContain('href="ld:md/other%2Fdoc.md#part"');
  });

  it('records where each link is, as line and column', () => {
    const doc = parse('---\ntitle: T\n---\n\nIntro.\n\nSee [terms](terms.md#x).\n');
    expect(doc.links[0]).toMatchObject({ line: 7, column: 5 });
  });

  it('collects footnote ids as anchors', () => {
    const doc = parse('Text.[^1]\n\n[^1]: Note.\n');
    expect(doc.anchors).toEqual(expect.arrayContaining(['user-content-fn-1', 'user-content-fnref-1']));
  });

  it('takes the title from front matter, else a leading h1 (removed from the body), else the file name', () => {
    expect(parse('---\ntitle: From front matter\n---\n\n# Heading\n').title).toBe('From front matter');
    expect(parse('---\ntitle: From front matter\n---\n\nBody.\n').heading).toBeUndefined();
    const h1 = parse('# From heading\n\nBody.');
    expect(h1.title).toBe('From heading');
    expect(h1.html).not.toContain('<h1');
    expect(parse('Body only.', 'guide/cookie-policy.md').title).toBe('cookie-policy');
  });

  it('keeps a leading h1 as the page heading with its id, as Docusaurus does, even when front matter has a title', () => {
    const doc = parse('---\ntitle: Privacy Notice\n---\n\n# Privacy Policy (EU)\n\n## Privacy Policy (EU)\n\nText.\n');
    expect(doc.title).toBe('Privacy Notice');
    expect(doc.heading).toEqual({ text: 'Privacy Policy (EU)', id: 'privacy-policy-eu' });
    // The h2 of the same name gets the next id: the h1 keeps the plain one.
    expect(doc.html).toBe('<h2 id="privacy-policy-eu-1">Privacy Policy (EU)</h2>\n<p>Text.</p>');
    expect(doc.anchors).toEqual(['privacy-policy-eu', 'privacy-policy-eu-1']);
    expect(parse('# Terms {#terms}\n').heading).toEqual({ text: 'Terms', id: 'terms' });
    expect(parse('# Terms {: #terms-of-use }\n').heading).toEqual({ text: 'Terms', id: 'terms-of-use' });
  });

  it('reports invalid front matter with the line inside the document, and keeps going', () => {
    const doc = parse('---\ntitle: ok\nbad: [unclosed\n---\n\n## Still parsed {#still}\n');
    expect(doc.diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-front-matter', file: 'content/docs/guide/page.md' });
    expect(doc.diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
    expect(doc.anchors).toContain('still');
  });

  it('splits text into search sections by heading', () => {
    const doc = parse('Lead text.\n\n## Cookies {#cookies}\n\nWe use cookies.\n\n- One\n- Two\n');
    expect(doc.sections).toEqual([
      { level: 1, heading: '', paragraphs: ['Lead text.'], fingerprint: expect.any(String) },
      { id: 'cookies', level: 2, heading: 'Cookies', paragraphs: ['We use cookies.', 'One', 'Two'], fingerprint: expect.any(String) },
    ]);
  });

  it('renders GFM tables', () => {
    expect(parse('| a | b |\n|---|---|\n| 1 | 2 |\n').html).toContain('<table>');
  });
});
