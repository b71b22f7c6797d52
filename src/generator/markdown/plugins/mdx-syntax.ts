// remark plugin: MDX's syntax, read by the unified ecosystem's own parsers — ESM (`import …`),
// JSX (`<Tabs>`, `<div style={{…}}>`) and `{expressions}`, with the markdown MDX turns off (raw
// HTML, indented code, `<autolinks>`) off — for the documents that need it (`needsMdx`).
// In: the processor; out: remark-parse reads mdxjsEsm, mdxJsx*Element and mdx*Expression nodes,
// which plugins/mdx.ts renders or refuses. Nothing is ever run.
// JSX attributes and ESM are parsed with acorn (attribute values become estree a static reading can
// use); `{expressions}` are not, as Docusaurus's `## Title {#id}` is no JavaScript.

import { Parser, type Options } from 'acorn';
import acornJsx from 'acorn-jsx';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import type { Processor } from 'unified';

const acorn = Parser.extend(acornJsx());
const acornOptions: Options = { ecmaVersion: 'latest', sourceType: 'module' };

// An import or export that does not parse up to a blank line takes the next paragraph in and is
// parsed again, from its start (micromark-extension-mdxjs-esm): one never finished would parse the
// rest of the document once per paragraph, its square. So the characters parsed as ESM are
// counted per document, and past ten times its length (and a megabyte), the ESM being read is
// refused where it starts — no document whose ESM parses comes near it.
let esmBudget = 0;
const esmAcorn = {
  parse(value: string, options: Options) {
    esmBudget -= value.length;
    if (esmBudget < 0) {
      throw Object.assign(new SyntaxError('the import or export that starts here does not end: its code is still incomplete many paragraphs later'), { pos: 0, raisedAt: 0 });
    }
    return acorn.parse(value, options);
  },
};

/** Sets the ESM parsing budget for the next document, of `length` characters. */
export function startDocument(length: number): void {
  esmBudget = 10 * length + 1_000_000;
}

/** The MDX a document is read as: 2 (Docusaurus 3), or 1 (Docusaurus 2), whose markdown is CommonMark's with ESM lines. */
export type MdxVersion = 1 | 2;

// Expressions are read with acorn only where they are JavaScript: in a block of JSX, `{"{"}` is one.
const jsxSyntax = (javascript: boolean) => [mdxExpression(javascript ? { acorn, acornOptions, addResult: true } : {}), mdxJsx({ acorn, acornOptions, addResult: true }), mdxMd()];

export default function remarkMdxSyntax(this: Processor, version: MdxVersion = 2) {
  const data = this.data();
  // MDX 1 read braces in text as text and HTML as HTML-like blocks of JSX, which plugins/mdx1.ts
  // reads with jsx below: its markdown keeps HTML, indented code and autolinks on.
  (data.micromarkExtensions ??= []).push(mdxjsEsm({ acorn: esmAcorn as unknown as typeof acorn, acornOptions, addResult: true }), ...(version === 2 ? jsxSyntax(false) : []));
  (data.fromMarkdownExtensions ??= []).push(mdxFromMarkdown());
}

/** JSX and expressions alone, for the text of one of MDX 1's blocks of JSX (mdx1.ts); `handlers` override mdast's. */
export function remarkJsxSyntax(this: Processor, handlers: object) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(...jsxSyntax(true));
  (data.fromMarkdownExtensions ??= []).push(mdxFromMarkdown(), handlers as never);
}

/** A line that starts an ES module statement as MDX reads one. */
const isEsmLine = (line: string) => /^(?:import|export)[ \t{*'"]/.test(line);

/**
 * Whether a document is read as MDX: one Docusaurus would read as MDX (an `.mdx` file, or any
 * document when `mdxInMarkdown`) that holds its syntax — an import or export, a component, a JSX
 * attribute, a fragment or an `{expression}` other than a heading id; any other document only when
 * it imports or exports, the sure sign of one written for MDX. A plain markdown repository's
 * `<Legalese>` is then HTML, as it is there.
 */
export function needsMdx(relPath: string, text: string, mdxInMarkdown: boolean): boolean {
  const esm = () => text.split('\n').some(isEsmLine);
  if (!mdxInMarkdown && !/\.mdx$/i.test(relPath)) return (text.includes('import') || text.includes('export')) && esm();
  return /<[A-Z>]|[\w-]=\{|\{(?!#)/.test(text) || ((text.includes('import') || text.includes('export')) && esm());
}
