import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';

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
