import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import type { Node, Parent } from 'unist';
import { VFile } from 'vfile';
import { maxDepth, rehypeDepthLimit, remarkDepthLimit } from '../../../../../src/generator/markdown/plugins/depth-limit.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/deep.md', relPath: 'deep.md', text });

describe('the depth limit', () => {
  it('leaves ordinary nesting alone', () => {
    const doc = parse('- a\n  - b\n    - c\n\n> > quoted\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/<ul>/g)).toHaveLength(3);
  });

  it('reports raw HTML nested past the limit once, at its line, and keeps its text', () => {
    const doc = parse(`Intro.\n\n<section>\n\n${'<div>'.repeat(150)}bottom${'</div>'.repeat(150)}\n\n</section>\n`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'nesting-too-deep', file: 'content/docs/deep.md', line: 5 })]);
    expect(doc.html).toContain('bottom');
  });

  it('limits raw HTML nesting too', () => {
    const doc = parse(`${'<div>'.repeat(500)}inside${'</div>'.repeat(500)}\n`);
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    expect(doc.html).toContain('inside');
  });

  it('turns HTML too deep to convert at all into a diagnostic at the tag past the limit, not a crash', () => {
    const doc = parse(`Intro.\n\n${'<div>'.repeat(20000)}x\n`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'nesting-too-deep', file: 'content/docs/deep.md', line: 3, column: 496 })]);
  });
});

describe('the depth limit alone, on any unist tree', () => {
  /** A chain of `levels` nested nodes under a root, with text at the bottom and a position per level. */
  function chain(levels: number): Parent {
    let node: Node = { type: 'text', value: 'bottom' } as Node;
    for (let level = levels; level >= 1; level--) node = { type: 'item', position: { start: { line: level, column: 1 }, end: { line: level, column: 1 } }, children: [node] } as Parent;
    return { type: 'root', children: [node] } as Parent;
  }
  const depth = (tree: Parent) => {
    let levels = 0;
    for (let node: Node = tree; 'children' in node && (node as Parent).children.length; node = (node as Parent).children[0]!) levels++;
    return levels;
  };

  it.each([
    ['remark', remarkDepthLimit],
    ['rehype', rehypeDepthLimit],
  ])('%s: flattens what is deeper than the limit to its text, with one error at the first node cut', (_, plugin) => {
    const tree = chain(maxDepth + 50);
    const file = new VFile({ path: 'deep.md', data: { sourceFile: 'content/docs/deep.md' } });
    plugin()(tree, file);
    expect(depth(tree)).toBe(maxDepth + 1);
    expect(JSON.stringify(tree)).toContain('"value":"bottom"');
    expect(file.data.diagnostics).toEqual([expect.objectContaining({ code: 'nesting-too-deep', file: 'content/docs/deep.md', line: maxDepth })]);
  });

  it('leaves a tree as deep as the limit allows as it is', () => {
    const tree = chain(maxDepth - 1);
    const before = structuredClone(tree);
    const file = new VFile();
    remarkDepthLimit()(tree, file);
    expect(tree).toEqual(before);
    expect(file.data.diagnostics).toBeUndefined();
  });
});
