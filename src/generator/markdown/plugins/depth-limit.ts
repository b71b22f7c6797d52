// unified plugin (mdast or hast): stops content nested deeper than the pipeline can recurse.
// In: a tree; out: the same tree with anything below the limit flattened to its text, and one
// error diagnostic (with the line) in file.data.diagnostics.
// The unified utilities after this step recurse once per level; about 1,000 nested list items
// overflow the stack. Legal text needs a handful of levels, so the limit is far from real use.

import type { Literal, Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { NestingTooDeep, type Diagnostic } from '../../../diagnostics/diagnostic.ts';

/** Tree levels allowed below the root; a list level takes two (list, item), a quote one. */
export const maxDepth = 100;

const hasChildren = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/** The text of a subtree, gathered without recursion. */
function textOf(node: Node): string {
  let text = '';
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') text += (n as Literal).value;
    if (hasChildren(n)) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return text;
}

function limitDepth(tree: Node, file: VFile): void {
  const data = file.data as { diagnostics?: Diagnostic[]; sourceFile?: string };
  const stack: { node: Node; depth: number }[] = [{ node: tree, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!hasChildren(node)) continue;
    if (depth < maxDepth) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, depth: depth + 1 });
      continue;
    }
    const flat = textOf(node);
    node.children = flat ? [{ type: 'text', value: flat } as Node] : [];
    const diagnostics = (data.diagnostics ??= []);
    if (diagnostics.some((d) => d.code === 'nesting-too-deep')) continue;
    diagnostics.push(tooDeep(data.sourceFile ?? String(file.path), node.position?.start ?? {}));
  }
}

/** The error for content nested deeper than the limit, at its place in `file`. */
export function tooDeep(file: string, at: { line?: number; column?: number }): Diagnostic {
  return new NestingTooDeep(`content is nested more than ${maxDepth} levels deep (lists, quotes or HTML elements inside each other)`, {
    file,
    line: at.line,
    column: at.column,
    hint: 'Flatten the structure: split the list, or use headings for the deeper levels.',
  }).toDiagnostic();
}

// Two attachers for the two trees: unified keeps only one use of the same attacher.
export const remarkDepthLimit = () => limitDepth;
export const rehypeDepthLimit = () => limitDepth;
