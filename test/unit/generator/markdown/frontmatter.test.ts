import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../src/generator/markdown/frontmatter.ts';

describe('parseFrontMatter', () => {
  it('accepts the Docusaurus keys', () => {
    const { data, diagnostics } = parseFrontMatter('title: T\nsidebar_position: 2\nkeywords: [a, b]\nlast_update:\n  date: 2024-01-02', 'a.md', 2);
    expect(diagnostics).toEqual([]);
    expect(data).toMatchObject({ title: 'T', sidebar_position: 2, keywords: ['a', 'b'] });
  });

  it('warns about an unknown key, on its line', () => {
    const { diagnostics } = parseFrontMatter('title: T\nauthor: me', 'a.md', 2);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'unknown-front-matter-key', line: 3 })]);
    expect(diagnostics[0]!.message).toContain('"author"');
  });

  it('suggests the closest known key for a misspelt one', () => {
    const { diagnostics } = parseFrontMatter('title: T\nsidebar_postion: 2', 'a.md', 2);
    expect(diagnostics[0]!.hint).toMatch(/^Did you mean "sidebar_position"\?/);
  });

  it('rejects a value of the wrong type, naming the key', () => {
    const { diagnostics } = parseFrontMatter('title: T\nsidebar_position: first', 'a.md', 2);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 3 });
    expect(diagnostics[0]!.message).toContain('sidebar_position');
  });

  it('reports YAML syntax errors at the right document line', () => {
    const { diagnostics } = parseFrontMatter('title: T\ndescription: "unclosed', 'a.md', 2);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-front-matter', file: 'a.md' });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('takes effective_date and version_of, and says where each value is', () => {
    const { data, positions, diagnostics } = parseFrontMatter('title: T\neffective_date: 2025-06-02\nversion_of:   legal/terms', 'a.md', 2);
    expect(diagnostics).toEqual([]);
    expect(data).toMatchObject({ effective_date: '2025-06-02', version_of: 'legal/terms' });
    expect(positions).toMatchObject({ effective_date: { line: 3, column: 17 }, version_of: { line: 4, column: 15 } });
  });

  it.each(['2 June 2025', '2025-6-2', '2025-02-30'])('rejects the effective date %j, on its line', (date) => {
    const { diagnostics } = parseFrontMatter(`title: T\neffective_date: ${date}`, 'a.md', 2);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'invalid-front-matter', line: 3 })]);
    expect(diagnostics[0]!.message).toContain('effective_date');
  });
});
