// Deep nesting refused from the text, before the parser runs: at the line and column of the marker
// or tag that goes past the limit, and never for what only looks deep (code, breaks, front matter).
import { describe, expect, it } from 'vitest';
import { htmlTooDeep, markdownTooDeep } from '../../../../src/generator/markdown/nesting.ts';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';

const parse = (text: string) => parseMarkdown({ file: 'content/docs/deep.md', relPath: 'deep.md', text });
const indentedList = (levels: number) => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
const located = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('deep nesting, refused before parsing', () => {
  it.each([
    // 1,000 levels took 40 s to parse before the error came, unlocated for the others.
    ['an indented list 1,000 levels deep', indentedList(1_000), '50:99 nesting-too-deep'],
    ['`- ` × 5,000 on one line', `${'- '.repeat(5_000)}x`, '1:99 nesting-too-deep'],
    ['`1. ` × 3,000 on one line', `${'1. '.repeat(3_000)}x`, '1:148 nesting-too-deep'],
    ['`> ` × 5,000 on one line', `${'> '.repeat(5_000)}x`, '1:199 nesting-too-deep'],
    ['`<div>` × 5,000', `Intro.\n\n${'<div>'.repeat(5_000)}`, '3:496 nesting-too-deep'],
  ])('%s: one error at the marker past the limit, and no page', (_name, text, diagnostic) => {
    const doc = parse(text);
    expect(located(text)).toEqual([diagnostic]);
    expect(doc.html).toBe('');
  });

  it('never calls an error it cannot place "nested too deeply"', () => {
    expect(htmlTooDeep('<p>plain</p>', 100)).toBeUndefined();
  });
});

describe('markdownTooDeep', () => {
  it('counts list levels by indentation and markers, and quotes', () => {
    expect(markdownTooDeep(indentedList(49), 100)).toBeUndefined();
    expect(markdownTooDeep(indentedList(50), 100)).toEqual({ line: 50, column: 99 });
    expect(markdownTooDeep(`${'- '.repeat(40)}${'> '.repeat(19)}x`, 100)).toBeUndefined();
    expect(markdownTooDeep(`${'- '.repeat(40)}x\n${' '.repeat(80)}${'> '.repeat(20)}x`, 100)).toEqual({ line: 2, column: 81 });
    expect(markdownTooDeep(Array.from({ length: 60 }, (_, i) => `> ${'  '.repeat(i)}- level ${i}`).join('\n'), 100)).toEqual({ line: 50, column: 3 + 2 * 49 });
  });

  it('lets a sibling list close the deeper ones', () => {
    const text = Array.from({ length: 200 }, () => indentedList(10)).join('\n');
    expect(markdownTooDeep(text, 100)).toBeUndefined();
  });

  it.each([
    ['fenced code', `\`\`\`yaml\n${indentedList(80)}\n\`\`\`\n`],
    ['indented code', `Text.\n\n${indentedList(80).replace(/^/gm, '    ')}\n`],
    ['thematic breaks', `${'- '.repeat(200)}\n\n${'* '.repeat(200)}\n`],
    ['front matter', `---\n${indentedList(80)}\n---\n# Title\n`],
  ])('skips %s', (_name, text) => {
    expect(markdownTooDeep(text, 100)).toBeUndefined();
  });
});
