// remark plugin: MDX-only syntax, which legaldocs does not run: ESM `import`/`export` lines, JSX
// components (`<Tabs>`, `<TabItem value="a">`, fragments, `className=` or `={…}` attributes) and
// `{/* comments */}`. Docusaurus reads .md files as MDX too, so both are checked.
// In: an mdast tree; out: an error at each, since as markdown they would print as code or vanish.

import type { Html, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { MdxNotSupported } from '../../../diagnostics/diagnostic.ts';
import { diagnose } from './diagnose.ts';
import { eachNode } from './walk.ts';

const esm = /^[ \t]*(?:import[ \t]+(?:[\w$*{][^\n]*?[ \t]from[ \t]*)?['"][^'"\n]+['"]|export[ \t]+(?:default|const|let|var|function|async|class|\{|\*))[^\n]*/gm;
// A capitalised name with a lower-case letter or a dot (`<Tabs>`, `<TabItem>`, `<Foo.Bar>`): HTML
// names are case-insensitive, so `<B>` or `<TABLE>` stay HTML. Then fragments and JSX attributes.
// Opening tags only: one error per component, not one per tag.
const jsx = /<([A-Z]\w*[a-z.][\w.]*)(?=[\s/>])|<([a-z][\w-]*)\b[^>]*?\s(className|htmlFor|[\w-]+(?==\{))/g;
// In text (markdown leaves `<>` and `{…}` as text), so never inside code.
const inText = /\{\/\*[\s\S]*?\*\/\}|<>/g;

const hint = 'Rewrite it as markdown or raw HTML (see “MDX” in content/README.md): legaldocs publishes .md and .mdx files as markdown and runs no JavaScript from them.';

/**
 * Reports each match of `pattern` in `value` (a node's text, or by default its source) at its own
 * line and column: found again in the source, from the node's start.
 */
function each(file: VFile, node: Nodes, pattern: RegExp, describe: (m: RegExpExecArray) => string, value?: string): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const text = String(file.value);
  let from = start.offset;
  for (const m of (value ?? text.slice(start.offset, end.offset)).matchAll(pattern)) {
    const written = m[0].trimStart();
    const found = text.indexOf(written, from);
    const at = found === -1 || found >= end.offset ? start.offset : found;
    from = at + written.length;
    diagnose(file, MdxNotSupported, `MDX is not supported: ${describe(m)}; rewrite as markdown or raw HTML`, hint, at);
  }
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

export default function remarkMdx() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    // ESM sits at the top level, in what markdown reads as paragraphs.
    if (/^[ \t]*(?:import|export)[ \t]/m.test(text)) {
      for (const node of tree.children) {
        if (node.type === 'paragraph') each(file, node, esm, (m) => `"${short(m[0].trim())}" is an MDX ${m[0].trim().startsWith('import') ? 'import' : 'export'}`);
      }
    }
    if (text.includes('<')) {
      eachNode<Nodes>(tree, (node) => {
        if (node.type !== 'html') return;
        each(file, node as Html, jsx, (m) => (m[1] ? `<${m[1]}> is a JSX component` : `<${m[2]} ${m[3]}=…> has a JSX attribute`));
      });
    }
    if (text.includes('{/*') || text.includes('<>')) {
      eachNode<Nodes>(tree, (node) => {
        if (node.type !== 'text') return;
        each(file, node, inText, (m) => (m[0] === '<>' ? '<> is a JSX fragment' : `"${short(m[0])}" is an MDX comment (write <!-- … --> instead)`), node.value);
      });
    }
  };
}
