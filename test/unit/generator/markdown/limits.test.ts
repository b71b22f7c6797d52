// The per-document limits around the parse: a document over `limits.documentSize` is never parsed
// and is refused at the line where it passes the limit; one with more headings than
// `limits.headings` gets an error at the first heading past it, the parsed Doc itself untouched.
import { describe, expect, it } from 'vitest';
import { withinLimits } from '../../../../src/generator/markdown/limits.ts';
import { parseMarkdown, type MarkdownInput } from '../../../../src/generator/markdown/parse.ts';

const input = (name: string, text: string): MarkdownInput => ({ file: `content/docs/${name}.md`, relPath: `${name}.md`, text });

describe('withinLimits', () => {
  it('parses only what fits, refuses the rest at its line, and keeps the order', async () => {
    const seen: string[] = [];
    const parse = async (inputs: MarkdownInput[]) => inputs.map((i) => (seen.push(i.file), parseMarkdown(i)));
    const big = input('big', `# Big\n\n${'| a | b |\n'.repeat(30)}`);
    const docs = await withinLimits([input('small', '# Small\n'), big, input('also', 'Text.\n')], { documentSize: 100, headings: 10, tableRows: 1_000 }, parse);
    expect(seen).toEqual(['content/docs/small.md', 'content/docs/also.md']);
    expect(docs.map((d) => d.file)).toEqual(['content/docs/small.md', 'content/docs/big.md', 'content/docs/also.md']);
    expect(docs[1]!.html).toBe('');
    expect(docs[1]!.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'document-too-large', file: 'content/docs/big.md', line: 12, message: 'the document is 307 bytes, over the limit of 100 (`limits.documentSize`) from this line on' }),
    ]);
  });

  it('counts bytes, not characters', async () => {
    const docs = await withinLimits([input('cjk', '条'.repeat(40))], { documentSize: 100, headings: 10, tableRows: 1_000 }, async (inputs) => inputs.map(parseMarkdown));
    expect(docs[0]!.diagnostics.map((d) => d.message)).toEqual(['the document is 120 bytes, over the limit of 100 (`limits.documentSize`) from this line on']);
  });

  it('refuses a table longer than the limit at its first row past it, counting from its delimiter row to a blank line', async () => {
    const table = (rows: number) => `| a | b |\n| --- | :-: |\n${'| x | y |\n'.repeat(rows)}`;
    const text = `Intro | not a table.\n\n${table(4)}\n${table(6)}\nAfter.\n`;
    const docs = await withinLimits([input('t', text)], { documentSize: 10_000, headings: 10, tableRows: 5 }, async (inputs) => inputs.map(parseMarkdown));
    expect(docs[0]!.diagnostics).toEqual([expect.objectContaining({ code: 'document-too-large', line: 17, message: 'a table has more than 5 rows (`limits.tableRows`) from this one on' })]);
    const fits = await withinLimits([input('t', text)], { documentSize: 10_000, headings: 10, tableRows: 6 }, async (inputs) => inputs.map(parseMarkdown));
    expect(fits[0]!.diagnostics).toEqual([]);
  });

  it('reports the first heading past the limit, without changing the parsed Doc', async () => {
    const parsed = parseMarkdown(input('many', `# Many\n\n${Array.from({ length: 5 }, (_, i) => `## H${i}\n`).join('\n')}`));
    const [doc] = await withinLimits([input('many', '')], { documentSize: 100, headings: 3, tableRows: 1_000 }, async () => [parsed]);
    expect(doc!.diagnostics).toEqual([expect.objectContaining({ code: 'document-too-large', line: 9, message: 'the document has 5 headings, over the limit of 3 (`limits.headings`) from this one on' })]);
    expect(parsed.diagnostics).toEqual([]);
  });
});
