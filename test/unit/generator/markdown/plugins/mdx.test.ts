import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkMdx from '../../../../../src/generator/markdown/plugins/mdx.ts';

const parse = (text: string, relPath = 'guide/page.mdx') => parseMarkdown({ file: `content/docs/${relPath}`, relPath, text });
const errors = (text: string, relPath?: string) => parse(text, relPath).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);

describe('MDX-only syntax', () => {
  it('is an error at each import, export, component and comment, in .mdx and .md files', () => {
    const text = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      '  <TabItem value="eu" label="EU">',
      '',
      'Text for the EU.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '{/* truncate */}',
      '',
      '<div className="note">x</div> and <span style={{color: "red"}}>y</span>',
      '',
      'export const meta = { x: 1 };',
    ].join('\n');
    const expected = [
      `1:1 error MDX is not supported: "import Tabs from '@theme/Tabs';" is an MDX import; rewrite as markdown or raw HTML`,
      `2:1 error MDX is not supported: "import TabItem from '@theme/TabItem';" is an MDX import; rewrite as markdown or raw HTML`,
      '16:1 error MDX is not supported: "export const meta = { x: 1 };" is an MDX export; rewrite as markdown or raw HTML',
      '4:1 error MDX is not supported: <Tabs> is a JSX component; rewrite as markdown or raw HTML',
      '5:3 error MDX is not supported: <TabItem> is a JSX component; rewrite as markdown or raw HTML',
      '14:1 error MDX is not supported: <div className=…> has a JSX attribute; rewrite as markdown or raw HTML',
      '14:35 error MDX is not supported: <span style=…> has a JSX attribute; rewrite as markdown or raw HTML',
      '12:1 error MDX is not supported: "{/* truncate */}" is an MDX comment (write <!-- … --> instead); rewrite as markdown or raw HTML',
    ];
    expect(errors(text)).toEqual(expected);
    expect(errors(text, 'guide/page.md')).toEqual(expected);
    expect(parse(text).diagnostics[0]!.hint).toContain('content/README.md');
  });

  it('leaves markdown and HTML alone: an .mdx file without MDX syntax is published as markdown', () => {
    const text = "We import goods from 'abroad' and export them.\n\n<B>Bold</B> <TABLE><TR><TD>x</TD></TR></TABLE> <details><summary>More</summary>text</details>\n\n`import x from 'y'` and `<Tabs>` in code.\n";
    expect(parse(text).diagnostics).toEqual([]);
    expect(parse(text).html).toContain('<b>Bold</b>');
  });
});

describe('remarkMdx alone, on the markdown tree', () => {
  const processor = unified().use(remarkParse).use(remarkMdx);
  function errors(markdown: string) {
    const file = new VFile({ path: 'page.mdx', value: markdown, data: { sourceFile: 'content/docs/page.mdx' } });
    processor.runSync(processor.parse(file), file);
    return ((file.data.diagnostics ?? []) as { code: string; file: string; line?: number }[]).map((d) => `${d.file}:${d.line} ${d.code}`);
  }

  it('reports an import, a component and a comment at their lines, and leaves the tree to markdown', () => {
    expect(errors("import Tabs from '@theme/Tabs';\n\n<Tabs>\n\nText {/* note */} here.\n")).toEqual([
      'content/docs/page.mdx:1 mdx-not-supported',
      'content/docs/page.mdx:3 mdx-not-supported',
      'content/docs/page.mdx:5 mdx-not-supported',
    ]);
  });

  it('reports nothing in plain markdown, HTML or code', () => {
    expect(errors('# Title\n\n<B>bold</B> and <div class="x">html</div>\n\n```\nimport x from "y";\n```\n')).toEqual([]);
  });
});
