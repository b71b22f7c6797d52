// Locating our plugins' diagnostics alone: at a node's start or at an offset into the text, in the
// document's own file (the site-relative path when the pipeline gave one, else the VFile's path).
import type { Node } from 'unist';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { NestingTooDeep } from '../../../../../src/diagnostics/diagnostic.ts';
import { diagnose } from '../../../../../src/generator/markdown/plugins/diagnose.ts';

const text = 'first line\nsecond line\nthird';
const atNode: Node = { type: 'text', position: { start: { line: 2, column: 8, offset: 18 }, end: { line: 2, column: 12, offset: 22 } } };

describe('diagnose', () => {
  it('reports at the start of a node, in the source file named in file.data', () => {
    const file = new VFile({ path: 'page.md', value: text, data: { sourceFile: 'content/docs/page.md' } });
    diagnose(file, NestingTooDeep, 'too deep', 'flatten it', atNode);
    expect(file.data.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'nesting-too-deep', message: 'too deep', hint: 'flatten it', file: 'content/docs/page.md', line: 2, column: 8 }),
    ]);
  });

  it.each([
    [0, 1, 1],
    [10, 1, 11],
    [11, 2, 1],
    [25, 3, 3],
  ])('reports offset %i at line %i, column %i, in the VFile path when no source file is given', (offset, line, column) => {
    const file = new VFile({ path: 'page.md', value: text });
    diagnose(file, NestingTooDeep, 'm', 'h', offset);
    expect(file.data.diagnostics).toEqual([expect.objectContaining({ file: 'page.md', line, column })]);
  });

  it('adds to the diagnostics already collected', () => {
    const file = new VFile({ path: 'page.md', value: text });
    diagnose(file, NestingTooDeep, 'one', 'h', 0);
    diagnose(file, NestingTooDeep, 'two', 'h', atNode);
    expect((file.data.diagnostics as { message: string }[]).map((d) => d.message)).toEqual(['one', 'two']);
  });
});
