// remark plugin: MDX-only syntax, which legaldocs does not run: ESM `import`/`export` lines, JSX
// components (`<Tabs>`, `<TabItem value="a">`, fragments, `className=` or `={…}` attributes) and
// `{/* comments */}`. Docusaurus reads .md files as MDX too, so both are checked.
// In: an mdast tree; out: an error at each, since as markdown they would print as code or vanish.

import type { Html, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { MdxNotSupported } from '../../../diagnostics/diagnostic.ts';
import { diagnose, excerpt } from './diagnose.ts';
import { eachNode } from './walk.ts';

// `.` rather than `[^\n]`: the line ends where `^` starts the next one (a \r too), or a line of
// many \r would be scanned to its end from each of them.
const esm = /^[ \t]*(?:import[ \t]+(?:[\w$*{].*?[ \t]from[ \t]*)?['"][^'"\r\n\u2028\u2029]+['"]|export[ \t]+(?:default|const|let|var|function|async|class|\{|\*)).*/gm;
// A capitalised name with a lower-case letter or a dot (`<Tabs>`, `<TabItem>`, `<Foo.Bar>`): HTML
// names are case-insensitive, so `<B>` or `<TABLE>` stay HTML. Then fragments and JSX attributes.
// Opening tags only: one error per component, not one per tag. Each part has one way to match (the
// name splits at its first lower-case letter or dot; a tag's attributes end at the next < or >),
// so no input makes the pattern backtrack.
const jsx = /<([A-Z][A-Z\d_]*[a-z.][\w.]*)(?=[\s/>])|<([a-z][\w-]*)(?![\w-])[^<>]*?\s(className|htmlFor|[\w-]+(?==\{))/g;

/**
 * `{/* … *\/}` comments and `<>` fragments in a text (markdown leaves them as text, so never
 * inside code), in order. Searched for, not matched by a pattern: once a comment is never closed,
 * no later one is either, where a pattern retried the rest of the text from each.
 */
function* inText(value: string): Generator<[string]> {
  let fragment = value.indexOf('<>');
  let comment = value.indexOf('{/*');
  while (fragment !== -1 || comment !== -1) {
    if (comment === -1 || (fragment !== -1 && fragment < comment)) {
      yield ['<>'];
      fragment = value.indexOf('<>', fragment + 2);
      continue;
    }
    const close = value.indexOf('*/}', comment + 3);
    if (close === -1) {
      comment = -1;
      continue;
    }
    yield [value.slice(comment, close + 3)];
    if (fragment !== -1 && fragment < close + 3) fragment = value.indexOf('<>', close + 3);
    comment = value.indexOf('{/*', close + 3);
  }
}

const hint = 'Rewrite it as markdown or raw HTML (see “MDX” in content/README.md): legaldocs publishes .md and .mdx files as markdown and runs no JavaScript from them.';

type Match = [string, ...(string | undefined)[]];
type Find = (value: string) => Iterable<Match>;
const all = (pattern: RegExp): Find => (value) => value.matchAll(pattern) as Iterable<Match>;

/**
 * Reports each match `find` finds in `value` (a node's text, or by default its source) at its own
 * line and column: found again in the source, from the node's start.
 */
function each(file: VFile, node: Nodes, find: Find, describe: (m: Match) => string, value?: string): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const text = String(file.value);
  let from = start.offset;
  for (const m of find(value ?? text.slice(start.offset, end.offset))) {
    const written = m[0].trimStart();
    const found = text.indexOf(written, from);
    const at = found === -1 || found >= end.offset ? start.offset : found;
    from = at + written.length;
    diagnose(file, MdxNotSupported, `MDX is not supported: ${describe(m)}; rewrite as markdown or raw HTML`, hint, at);
  }
}

export default function remarkMdx() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    // ESM sits at the top level, in what markdown reads as paragraphs.
    if (/^[ \t]*(?:import|export)[ \t]/m.test(text)) {
      for (const node of tree.children) {
        if (node.type === 'paragraph') each(file, node, all(esm), (m) => `"${excerpt(m[0].trim())}" is an MDX ${m[0].trim().startsWith('import') ? 'import' : 'export'}`);
      }
    }
    if (text.includes('<')) {
      eachNode<Nodes>(tree, (node) => {
        if (node.type !== 'html') return;
        each(file, node as Html, all(jsx), (m) => (m[1] ? `<${m[1]}> is a JSX component` : `<${m[2]} ${m[3]}=…> has a JSX attribute`));
      });
    }
    if (text.includes('{/*') || text.includes('<>')) {
      eachNode<Nodes>(tree, (node) => {
        if (node.type !== 'text') return;
        each(file, node, inText, (m) => (m[0] === '<>' ? '<> is a JSX fragment' : `"${excerpt(m[0])}" is an MDX comment (write <!-- … --> instead)`), node.value);
      });
    }
  };
}
