// The sanitising step against rehype-sanitize with the same schema: for hostile and ordinary
// markdown and HTML, and for random trees, the tree it gives back equals the one rehype-sanitize
// builds, whether it kept the tree (nothing to remove) or rebuilt it; and whole documents parse to
// the same Doc either way.
import fc from 'fast-check';
import type { Element, ElementContent, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitizeAll from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import rehypeSanitize, { isSanitized } from '../../../../../src/generator/markdown/plugins/sanitize.ts';
import { sanitizeSchema } from '../../../../../src/generator/markdown/plugins/sanitize-schema.ts';

const ours = rehypeSanitize();
const theirs = rehypeSanitizeAll(sanitizeSchema);

/** Our result and rehype-sanitize's for the same tree (each given a copy of its own). */
function both(tree: Root): [Root, Root] {
  return [ours(structuredClone(tree)), theirs(structuredClone(tree))];
}

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw);
const hastOf = (markdown: string) => toHast.runSync(toHast.parse(markdown)) as Root;

const ordinary = [
  '# Terms {#terms}\n\nSome *text*, **bold**, `code`, ~~gone~~ and a [link](https://example.com "Title").\n\n- [ ] open\n- [x] done\n\n1. one\n2. two',
  '| a | b |\n| :- | -: |\n| 1 | 2 |\n\n> quoted\n\n```js\nlet x = 1;\n```\n\n---\n\n![logo](/img/logo.svg "Logo")',
  '[relative](./other.md#part) [anchor](#top) [mail](mailto:a@example.com) <https://auto.example> www.example.com',
  'Text with <mark>allowed</mark> <abbr title="x">HTML</abbr> and <details><summary>s</summary>d</details>.',
];
// Not hostile, but changed: the schema's own `section` entry leaves out GFM's data-footnotes.
const footnotes = 'A footnote[^1] and another[^note].\n\n[^1]: The first.\n[^note]: The second.';
const hostile = [
  footnotes,
  '<script>window.__pwned = 1</script>',
  '<p onclick="x()">hi</p> <img src="/a.png" onerror="alert(1)">',
  '[a](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">b</a>',
  '[a][r]\n\n[r]: javascript:alert(1)',
  '![i](javascript:alert(1)) ![d](data:image/png;base64,AAAA)',
  '[a](data:text/html,hi) [v](vbscript:x) [f](file:///etc/passwd)',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body { display: none }</style><p style="color: red">s</p>',
  '<img src="/a.png" name="getElementById"> <a id="x" name="y">n</a>',
  '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>',
  '<td>cell outside a table</td> <tr><td>row</td></tr>',
  '<input type="text" value="x"> <input type="checkbox">',
  '<p class="admonition__title other">t</p> <aside class="admonition admonition--evil" role="alert">a</aside>',
  '<code class="language-js lang">x</code> <div data-x="1" aria-label="l">d</div>',
  '<!-- a comment --> text',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('rehypeSanitize', () => {
  it('warns at each element it removes and each inline style, naming them as written', async () => {
    const { parseMarkdown } = await import('../../../../../src/generator/markdown/parse.ts');
    const text = 'Intro.\n\n<Legalese>\nThe fine print.\n</Legalese>\n\nSome <font color="red">red</font> and <span style="color: red">styled</span>.\n\n<script>alert(1)</script>\n';
    const doc = parseMarkdown({ file: 'content/docs/a.md', relPath: 'a.md', text });
    expect(doc.html).toBe('<p>Intro.</p>\n\nThe fine print.\n\n<p>Some red and <span>styled</span>.</p>\n');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`)).toEqual([
      '3:1 warning html-removed <Legalese> is not HTML a page may show, so it is left out (its content is kept)',
      '7:6 warning html-removed <font> is not HTML a page may show, so it is left out (its content is kept)',
      '7:39 warning html-removed the style "color: red" of <span> is left out: pages show the site\'s own styles only',
      '9:1 warning html-removed <script> is left out with its content',
    ]);
  });

  it('keeps a tree from ordinary markdown as it is, as rehype-sanitize would rebuild it', () => {
    for (const markdown of ordinary) {
      const tree = hastOf(markdown);
      expect(isSanitized(tree), markdown).toBe(true);
      const [mine, reference] = both(tree);
      expect(mine, markdown).toEqual(reference);
    }
  });

  it.each(hostile)('gives what rehype-sanitize gives for %s', (markdown) => {
    const tree = hastOf(markdown);
    expect(isSanitized(tree)).toBe(false);
    const [mine, reference] = both(tree);
    expect(mine).toEqual(reference);
  });

  it('never keeps a tree whose nodes are shared, which later steps would change twice', () => {
    const link: Element = { type: 'element', tagName: 'a', properties: { href: 'https://example.com' }, children: [] };
    expect(isSanitized({ type: 'root', children: [link, link] })).toBe(false);
    const properties = { href: 'https://example.com' };
    const twin = (): Element => ({ type: 'element', tagName: 'a', properties, children: [] });
    expect(isSanitized({ type: 'root', children: [twin(), twin()] })).toBe(false);
  });

  it('gives what rehype-sanitize gives for random trees', () => {
    const tagName = fc.constantFrom('p', 'a', 'img', 'code', 'td', 'tr', 'table', 'li', 'ul', 'input', 'aside', 'section', 'h2', 'sup', 'div', 'script', 'style', 'svg', 'iframe', 'mark', '*', '');
    const url = fc.constantFrom('https://e.x', 'http://e.x', 'mailto:a@e.x', 'javascript:x', 'JAVASCRIPT:x', 'data:x', '/a', 'a.md#b:c', '?q=a:b', '#a:b', 'irc:x', 'xmpp:x', '');
    const property = fc.oneof(
      fc.tuple(fc.constantFrom('href', 'src', 'cite', 'longDesc'), url),
      fc.tuple(fc.constant('className'), fc.array(fc.constantFrom('admonition', 'admonition--note', 'admonition--evil', 'admonition__title', 'language-js', 'language-', 'sr-only', 'task-list-item', 'contains-task-list', 'footnotes', 'data-footnote-backref', 'x'), { maxLength: 3 })),
      fc.tuple(fc.constantFrom('id', 'name', 'title', 'alt', 'align', 'role', 'type', 'disabled', 'checked', 'dataFootnoteRef', 'dataX', 'data', 'ariaLabel', 'ariaDescribedBy', 'onClick', 'style'), fc.oneof(fc.string({ maxLength: 6 }), fc.boolean(), fc.integer(), fc.constant(null), fc.constantFrom('note', 'checkbox', 'center', 'alert'))),
      fc.tuple(fc.constantFrom('className', 'id'), fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.boolean(), fc.integer()), { maxLength: 2 })),
    );
    const position = fc.option(fc.constantFrom({ start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 5, offset: 4 } }, { start: { line: 0, column: 1 }, end: { line: 1, column: 2 } }), { nil: undefined });
    const { node } = fc.letrec<{ node: ElementContent }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.tuple(fc.string({ maxLength: 5 }), position).map(([value, p]): ElementContent => ({ type: 'text', value, ...(p ? { position: p } : {}) })),
        fc.constant<ElementContent>({ type: 'comment', value: 'c' }),
        fc
          .tuple(tagName, fc.array(property, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), position)
          .map(([name, props, children, p]): ElementContent => ({ type: 'element', tagName: name, properties: Object.fromEntries(props), children, ...(p ? { position: p } : {}) })),
      ),
    }));
    let kept = 0;
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (children) => {
        const tree: Root = { type: 'root', children };
        if (isSanitized(tree)) kept++;
        const [mine, reference] = both(tree);
        expect(mine).toEqual(reference);
      }),
      { numRuns: 3000 },
    );
    // Not a vacuous pass: many random trees are kept as they are.
    expect(kept).toBeGreaterThan(300);
  });
});

describe('parseMarkdown with and without the check', () => {
  afterEach(() => {
    vi.doUnmock('../../../../../src/generator/markdown/plugins/sanitize.ts');
    vi.resetModules();
  });

  it('parses every document, ordinary or hostile, to the same Doc as with rehype-sanitize alone, but for the warnings about what it removed', async () => {
    const { parseMarkdown: parseChecked } = await import('../../../../../src/generator/markdown/parse.ts');
    vi.resetModules();
    vi.doMock('../../../../../src/generator/markdown/plugins/sanitize.ts', () => ({ default: () => rehypeSanitizeAll(sanitizeSchema) }));
    const { parseMarkdown: parseRebuilt } = await import('../../../../../src/generator/markdown/parse.ts');
    for (const text of [...ordinary, ...hostile, `# Title\n\n${ordinary.join('\n\n')}\n\n${hostile.join('\n\n')}`]) {
      const input = { file: 'content/docs/guide/page.md', relPath: 'guide/page.md', text };
      const checked = parseChecked(input);
      expect({ ...checked, diagnostics: checked.diagnostics.filter((d) => d.code !== 'html-removed') }, text).toEqual(parseRebuilt(input));
    }
  });
});
