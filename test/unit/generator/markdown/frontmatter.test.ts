import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../src/generator/markdown/frontmatter.ts';

describe('parseFrontMatter', () => {
  it('accepts the Docusaurus keys', () => {
    const { data, diagnostics } = parseFrontMatter('title: T\nsidebar_position: 2\nkeywords: [a, b]\nlast_update:\n  date: 2024-01-02', 'a.md', 2);
    expect(diagnostics).toEqual([]);
    expect(data).toMatchObject({ title: 'T', sidebar_position: 2, keywords: ['a', 'b'] });
  });

  it('reads docs.github.com’s shortTitle as the sidebar label, unless sidebar_label gives one', () => {
    expect(parseFrontMatter('title: GitHub General Privacy Statement\nshortTitle: Privacy Statement', 'a.md', 2)).toMatchObject({
      data: { title: 'GitHub General Privacy Statement', sidebar_label: 'Privacy Statement' },
      diagnostics: [],
    });
    expect(parseFrontMatter('shortTitle: Short\nsidebar_label: Label', 'a.md', 2).data).toEqual({ sidebar_label: 'Label' });
    expect(parseFrontMatter('shortTitle: Short\nsidebar_position: first', 'a.md', 2).data).toEqual({ sidebar_label: 'Short' });
  });

  it('warns about an unknown key, on its line', () => {
    const { diagnostics } = parseFrontMatter('title: T\nowner: me', 'a.md', 2);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'unknown-front-matter-key', line: 3 })]);
    expect(diagnostics[0]!.message).toContain('"owner"');
  });

  it('reads docs.github.com’s intro as the description, unless one is given or it holds Liquid; its other keys are said once per site, not here', () => {
    expect(parseFrontMatter("title: T\nintro: 'Our terms.'\nversions:\n  fpt: '*'\ntopics:\n  - Policy", 'a.md', 2)).toMatchObject({ data: { title: 'T', description: 'Our terms.' }, diagnostics: [] });
    expect(parseFrontMatter("intro: 'Ours.'\ndescription: Given", 'a.md', 2).data).toEqual({ description: 'Given' });
    expect(parseFrontMatter("intro: 'Read {% data variables.product.name %} terms.'", 'a.md', 2).data).toEqual({});
  });

  it('suggests a known key only for a near misspelling', () => {
    expect(parseFrontMatter('desciption: D', 'a.md', 2).diagnostics[0]!.hint).toMatch(/^Did you mean "description"\?/);
    expect(parseFrontMatter('verzions: all', 'a.md', 2).diagnostics[0]!.hint).toMatch(/^Known keys: /);
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

  it.each([
    ['2 June 2025', '"2 June 2025" is not a date written YYYY-MM-DD'],
    ['2025-6-2', '"2025-6-2" is not a date written YYYY-MM-DD'],
    ['2025-02-30', '"2025-02-30" is not a calendar date'],
    ['"2025-13-02"', '"2025-13-02" is not a calendar date'],
  ])('rejects the effective date %s at its value, quoting it', (date, says) => {
    const { diagnostics } = parseFrontMatter(`title: T\neffective_date: ${date}`, 'a.md', 2);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'invalid-front-matter', line: 3, column: 17, message: `effective_date: ${says}` })]);
  });

  it('keeps the other keys when one value is bad, and says where the bad one was written', () => {
    const { data, positions, diagnostics } = parseFrontMatter('title: Terms\neffective_date: 2025-13-02\nsidebar_position: 2', 'a.md', 2);
    expect(diagnostics).toHaveLength(1);
    expect(data).toEqual({ title: 'Terms', sidebar_position: 2 });
    expect(positions.effective_date).toEqual({ line: 3, column: 17 });
  });
});

describe('hostile front matter', () => {
  it('refuses a last_update.date that is no date, at its line', () => {
    const { diagnostics } = parseFrontMatter('title: T\nlast_update:\n  date: garbage\n', 'content/docs/a.md', 2);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'invalid-front-matter', line: 4, message: expect.stringContaining('last_update.date: "garbage" is not valid: a date, such as 2025-06-02') })]);
  });

  it('refuses a YAML alias bomb at the front matter, saying what it is', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`)].join('\n');
    const { data, diagnostics } = parseFrontMatter(bomb, 'content/docs/a.md', 2);
    expect(data).toEqual({});
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'invalid-front-matter', line: 2, message: expect.stringMatching(/^invalid YAML front matter: .*alias/i), hint: expect.stringContaining('aliases') })]);
  });
});
