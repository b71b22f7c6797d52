import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/deep.md', relPath: 'deep.md', text });

describe('the depth limit', () => {
  it('leaves ordinary nesting alone', () => {
    const doc = parse('- a\n  - b\n    - c\n\n> > quoted\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/<ul>/g)).toHaveLength(3);
  });

  it('reports a list nested 300 levels deep once, at its line, and keeps its text', () => {
    const doc = parse(`Intro.\n\n${'- '.repeat(300)}bottom\n`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'nesting-too-deep', file: 'content/docs/deep.md', line: 3 })]);
    expect(doc.html).toContain('bottom');
  });

  it('limits raw HTML nesting too', () => {
    const doc = parse(`${'<div>'.repeat(500)}inside${'</div>'.repeat(500)}\n`);
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    expect(doc.html).toContain('inside');
  });

  it('turns HTML too deep to convert at all into a diagnostic, not a crash', () => {
    const doc = parse(`${'<div>'.repeat(20000)}x\n`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'unconvertible-document', file: 'content/docs/deep.md' })]);
  });
});
