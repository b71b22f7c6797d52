import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { needsMdx } from '../../../../../src/generator/markdown/plugins/mdx-syntax.ts';

/** A document of a Docusaurus site (`.md` read as MDX), or of a plain markdown repository. */
const docusaurus = (text: string, relPath = 'guide/page.md') => parseMarkdown({ file: `docs/${relPath}`, relPath, text, options: { variables: {}, mdxInMarkdown: true } });
/** A document of a Docusaurus 2 site, read as MDX 1. */
const docusaurus2 = (text: string, relPath = 'guide/page.md') => parseMarkdown({ file: `docs/${relPath}`, relPath, text, options: { variables: {}, mdxInMarkdown: true, mdx: 1 } });
const plain = (text: string, relPath = 'guide/page.md') => parseMarkdown({ file: `content/docs/${relPath}`, relPath, text, options: { variables: {}, mdxInMarkdown: false } });
const found = (doc: ReturnType<typeof docusaurus>) => doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);

const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n";

describe('Docusaurus MDX that needs no code', () => {
  it('renders Tabs and TabItem as tabs: a radio and label per tab, every panel in the page, heading ids kept', () => {
    const doc = docusaurus(
      `${imports}\n<Tabs>\n  <TabItem value="eu" label="European Union" default>\n\n## Your rights {#eu-rights}\n\nAsk for **a copy**.\n\n  </TabItem>\n  <TabItem value="us" label="United States">\n\n## Your rights\n\nOpt out.\n\n  </TabItem>\n</Tabs>\n`,
    );
    expect(doc.html).toBe(
      '<div class="tabs">' +
        '<input type="radio" class="tabs__radio" name="ld-tabs-1" id="ld-tabs-1-1" checked><label class="tabs__tab" for="ld-tabs-1-1" id="ld-tabs-1-1-label">European Union</label>' +
        '<div class="tabs__panel" role="group" aria-labelledby="ld-tabs-1-1-label"><h2 id="eu-rights">Your rights</h2><p>Ask for <strong>a copy</strong>.</p></div>' +
        '<input type="radio" class="tabs__radio" name="ld-tabs-1" id="ld-tabs-1-2"><label class="tabs__tab" for="ld-tabs-1-2" id="ld-tabs-1-2-label">United States</label>' +
        '<div class="tabs__panel" role="group" aria-labelledby="ld-tabs-1-2-label"><h2 id="your-rights">Your rights</h2><p>Opt out.</p></div>' +
        '</div>',
    );
    expect(doc.anchors).toEqual(expect.arrayContaining(['eu-rights', 'your-rights']));
    expect(doc.diagnostics).toEqual([]);
  });

  it('takes labels from values and the tab shown first from defaultValue, as Docusaurus does', () => {
    const doc = docusaurus(`${imports}\n<Tabs defaultValue="us" values={[{label: 'EU', value: 'eu'}, {label: 'US', value: 'us'}]}>\n<TabItem value="eu">EU text.</TabItem>\n<TabItem value="us">US text.</TabItem>\n</Tabs>\n`);
    expect(doc.html).toContain('id="ld-tabs-1-1"><label class="tabs__tab" for="ld-tabs-1-1" id="ld-tabs-1-1-label">EU</label>');
    expect(doc.html).toContain('id="ld-tabs-1-2" checked><label class="tabs__tab" for="ld-tabs-1-2" id="ld-tabs-1-2-label">US</label>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('renders @theme/Admonition, @theme/Details and <details> as the site’s callout and disclosure', () => {
    const doc = docusaurus(
      "import Admonition from '@theme/Admonition';\nimport Details from '@theme/Details';\n\n<Admonition type=\"warning\" title=\"Before you delete\">\n\nIt cannot be undone.\n\n</Admonition>\n\n<Details summary=\"Why we ask\">\n\nTo verify you.\n\n</Details>\n\n<details>\n  <summary>More</summary>\n\nHidden text.\n\n</details>\n",
    );
    expect(doc.html).toBe(
      '<aside class="admonition admonition--warning" role="note"><p class="admonition__title">Before you delete</p><p>It cannot be undone.</p></aside>\n' +
        '<details><summary>Why we ask</summary><p>To verify you.</p></details>\n' +
        '<details><summary>More</summary><p>Hidden text.</p></details>',
    );
    expect(doc.diagnostics).toEqual([]);
  });

  it('writes style={{…}} as CSS, which the sanitiser then judges, and keeps fragments, strings and comments as what they show', () => {
    const doc = docusaurus("<div style={{textAlign: 'center', marginTop: 8}}>Centred</div>\n\n<>Fragment {' '}text</>{/* a note for authors */}\n\n## Scope {#scope}\n");
    expect(doc.html).toBe('<div>Centred</div>\nFragment  text\n<h2 id="scope">Scope</h2>');
    expect(found(doc)).toEqual(['1:1 warning html-removed the style "text-align: center; margin-top: 8px" of <div> is left out: pages show the site\'s own styles only']);
  });

  it('refuses, at its line, whatever needs code: another import, an export, another component, an expression, a computed attribute', () => {
    const doc = docusaurus(
      "import Chart from '@site/src/components/Chart';\nexport const year = 2025;\n\n<Chart data={rows} />\n\nIn {year} we <span title={label}>changed</span> it.\n\n<Legalese>The fine print.</Legalese>\n",
    );
    expect(found(doc)).toEqual([
      '1:1 error mdx-needs-code the MDX import of Chart from "@site/src/components/Chart" needs code, which legaldocs does not run',
      '2:1 error mdx-needs-code the MDX export "export const year = 2025;" needs code, which legaldocs does not run',
      '4:1 error mdx-needs-code <Chart> needs code, which legaldocs does not run',
      '6:4 error mdx-needs-code the MDX expression {year} needs code, which legaldocs does not run',
      '6:20 error mdx-needs-code the attribute title={label} of <span> needs code, which legaldocs does not run',
      '8:1 error mdx-needs-code <Legalese> needs code, which legaldocs does not run',
    ]);
    expect(doc.diagnostics[0]!.hint).toContain('Moving from Docusaurus');
  });

  it('reports broken MDX where the parser stopped, and reads the document as markdown, its components not warned about as HTML', () => {
    const doc = docusaurus('Intro.\n\n<Tabs>\n\nText\n');
    expect(found(doc)).toEqual([expect.stringMatching(/^\d+:\d+ error mdx-syntax-error MDX syntax error: /)]);
    expect(doc.html).toContain('<p>Intro.</p>');
  });

  it('refuses an import or export that never ends at its line, without parsing the rest once per paragraph', () => {
    // MDX reads a paragraph more into an unfinished export each time it fails to parse: 4,000 of them were minutes.
    const doc = docusaurus(`Intro.\n\nexport const clauses = [\n\n${"'A clause of the agreement, in words',\n\n".repeat(4000)}`);
    expect(found(doc)).toEqual([
      '3:1 error mdx-syntax-error MDX syntax error: Could not parse import/exports with acorn: the import or export that starts here does not end: its code is still incomplete many paragraphs later',
    ]);
  });

  it('names what acorn could not read in an import', () => {
    expect(found(docusaurus("import Tabs from '@theme/Tabs'\nimport { from 'x';\n\nText.\n"))[0]).toMatch(/^2:\d+ error mdx-syntax-error MDX syntax error: Could not parse import\/exports with acorn: Unexpected token/);
  });
});

describe('which documents are read as MDX', () => {
  it('in a Docusaurus site, a document with MDX syntax; elsewhere an .mdx file with it, or a document that imports', () => {
    expect(needsMdx('a.md', 'Plain text and <b>HTML</b>.\n\n## Title {#id}\n', true)).toBe(false);
    expect(needsMdx('a.md', '<Tabs>\n', true)).toBe(true);
    expect(needsMdx('a.md', 'Price {props.x}\n', true)).toBe(true);
    expect(needsMdx('a.md', '<Legalese>fine print</Legalese>\n', false)).toBe(false);
    expect(needsMdx('a.mdx', '<Legalese>fine print</Legalese>\n', false)).toBe(true);
    expect(needsMdx('a.md', "import Tabs from '@theme/Tabs';\n\n<Tabs></Tabs>\n", false)).toBe(true);
    expect(needsMdx('a.md', 'We import goods and export them.\n', false)).toBe(false);
  });

  it('reads a plain repository’s <Legalese> as HTML, which the sanitiser drops with a warning, never as MDX', () => {
    const doc = plain('Intro.\n\n<Legalese>\nThe fine print.\n</Legalese>\n');
    expect(doc.html).toBe('<p>Intro.</p>\n\nThe fine print.\n');
    expect(found(doc)).toEqual(['3:1 warning html-removed <Legalese> is not HTML a page may show, so it is left out (its content is kept)']);
  });

  it('keeps raw HTML of a Docusaurus document without MDX syntax as markdown reads it', () => {
    expect(docusaurus('<details><summary>More</summary>text</details>\n').html).toBe('<details><summary>More</summary>text</details>');
  });
});

describe('a Docusaurus 2 document, read as MDX 1', () => {
  it('shows braces in running text, tables and links as text, where MDX 2 would run them', () => {
    const doc = docusaurus2('POST http://{cluster2 address}/subscribe and {ROCKETMQ_HOME}/bin.\n\n| Path | Result |\n| --- | --- |\n| /schemas/ids/{string: id} | the schema |\n\n>{"status":200}\n\n## Title {#custom-id}\n');
    expect(doc.html).toBe(
      '<p>POST http://{cluster2 address}/subscribe and {ROCKETMQ_HOME}/bin.</p>\n<table>\n<thead>\n<tr>\n<th>Path</th>\n<th>Result</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>/schemas/ids/{string: id}</td>\n<td>the schema</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>{"status":200}</p>\n</blockquote>\n<h2 id="custom-id">Title</h2>',
    );
    expect(doc.diagnostics).toEqual([]);
  });

  it('reads an element opened in one block of HTML and closed in another as one element, with JSX attributes, as MDX 1 joined them', () => {
    const doc = docusaurus2(
      '<details><summary>Topic options</summary>\n\n<table border={0} cellPadding={0}>\n  <tbody>\n    <tr height={23}>\n      <td\n        className="xl63"\n        width={177}\n        style={{ width: "133pt" }}\n      >\n        Name ${"{"}BrokerName{"}"}\n      </td>\n      <td>{\'a\'}</td>\n    </tr>\n  </tbody>\n</table>\n\nSome **markdown** between.\n\n</details>\n\nAfter.\n',
    );
    expect(doc.html).toBe('<details><summary>Topic options</summary><table border="0" cellpadding="0"><tbody><tr height="23"><td width="177">Name ${BrokerName}</td><td>a</td></tr></tbody></table><p>Some <strong>markdown</strong> between.</p></details>\n<p>After.</p>');
    expect(found(doc)).toEqual(['6:7 warning html-removed the style "width: 133pt" of <td> is left out: pages show the site\'s own styles only']);
  });

  it('keeps comments, autolinks and a "<" that starts no tag, which MDX 2 refuses', () => {
    const doc = docusaurus2('<!-- ![diagram](../img/a.png) -->\n\nSee <http://example.com/ns>: offset<max，and a <= b.\n');
    expect(doc.html).toBe('\n<p>See <a href="http://example.com/ns">http://example.com/ns</a>: offset&#x3C;max，and a &#x3C;= b.</p>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('renders the theme’s Tabs and inline tags, and still refuses what needs code, at its line', () => {
    const doc = docusaurus2(`${imports}\n<Tabs>\n<TabItem value="a" label="Java">\n\nPress <kbd>Ctrl</kbd>.\n\n</TabItem>\n</Tabs>\n\n<div>{props.name}</div>\n\n<Chart data={rows} />\n`);
    expect(doc.html).toContain('<label class="tabs__tab" for="ld-tabs-1-1" id="ld-tabs-1-1-label">Java</label><div class="tabs__panel" role="group" aria-labelledby="ld-tabs-1-1-label"><p>Press <kbd>Ctrl</kbd>.</p></div>');
    expect(found(doc)).toEqual([
      '12:6 error mdx-needs-code the MDX expression {props.name} needs code, which legaldocs does not run',
      '14:1 error mdx-needs-code <Chart> needs code, which legaldocs does not run',
    ]);
  });
});
