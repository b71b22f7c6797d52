import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';

const html = (text: string) => parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text }).html;

// Each hostile vector in a document, and what must not survive of it.
const vectors: [name: string, markdown: string, forbidden: RegExp][] = [
  ['script element', '<script>window.__pwned = 1</script>', /script|__pwned/i],
  ['on* attributes', '<p onclick="x()" onmouseover="y()">hi</p> <img src="/a.png" onerror="alert(1)">', /\bon[a-z]+=/i],
  ['javascript: links', '[a](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">b</a> <a href="java&#x09;script:alert(1)">c</a>', /href|javascript/i],
  ['javascript: in a reference definition', '[a][r]\n\n[r]: javascript:alert(1)', /href|javascript/i],
  ['javascript: images', '![i](javascript:alert(1)) <video poster="javascript:alert(1)"></video>', /src=|poster|javascript/i],
  ['data: URLs', '[a](data:text/html,hi) <img src="data:image/svg+xml;base64,PHN2Zz4="> <a href="data:text/html;base64,PHNjcmlwdD4=">b</a>', /data:|href|src=/i],
  ['iframe with srcdoc', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>', /iframe|srcdoc|evil|script/i],
  ['style element and attribute', '<style>body { display: none }</style><p style="color: red">s</p>', /style|display/i],
  ['form with formaction', '<form action="https://evil.example"><button formaction="javascript:alert(1)">b</button></form>', /form|action|evil|javascript/i],
  ['svg with script', '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>', /svg|script|onload|href/i],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /meta|refresh|evil/i],
  ['base href', '<base href="https://evil.example/">', /base|evil/i],
  ['object, embed and link', '<object data="x.swf"></object><embed src="x.swf"><link rel="stylesheet" href="https://evil.example/x.css">', /object|embed|link|swf|evil/i],
  ['template content', '<template><script>alert(1)</script></template>', /template|script/i],
  ['mXSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /<img|onerror=|<style|<math/i],
  ['event handler on details', '<details open ontoggle="alert(1)"><summary>s</summary>x</details>', /ontoggle/i],
];

describe('the sanitising schema', () => {
  it.each(vectors)('removes or escapes: %s', (_name, markdown, forbidden) => {
    expect(html(markdown)).not.toMatch(forbidden);
  });

  it('keeps the allowed formatting, safe URLs and author ids', () => {
    const out = html(
      '<p id="kept">a <mark>marked</mark> <abbr title="General Data Protection Regulation">GDPR</abbr> <a href="https://example.com/x">link</a> <a href="mailto:privacy@example.com">mail</a> <img src="/img/logo.svg" alt="logo"></p>\n\n<details><summary>More</summary>text</details>',
    );
    expect(out).toContain('id="kept"');
    expect(out).toContain('<mark>marked</mark>');
    expect(out).toContain('<abbr title="General Data Protection Regulation">GDPR</abbr>');
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('href="mailto:privacy@example.com"');
    expect(out).toContain('<img src="/img/logo.svg" alt="logo">');
    expect(out).toContain('<details><summary>More</summary>text</details>');
  });

  it('prefixes name attributes, which would shadow document properties', () => {
    expect(html('<img src="/a.png" name="getElementById">')).toContain('name="user-content-getElementById"');
  });

  it('shows hostile text literally, escaped', () => {
    expect(html('Text &lt;img src=x onerror=alert(1)&gt; and `<script>` in code.')).toContain('&#x3C;img src=x onerror=alert(1)>');
  });
});
