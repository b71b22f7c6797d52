import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../src/generator/markdown/parse.ts';
import { dateLineKind } from '../../../../../src/generator/markdown/plugins/dated-line.ts';

const parse = (text: string) => parseMarkdown({ file: 'en/privacy.md', relPath: 'privacy.md', text });

describe('kramdown date lines', () => {
  it('reads the line after the title as the date the text states, keeps its words and drops the list, with no warning', () => {
    const doc = parse('# Privacy Notice\n\nVersion 1.2, effective November 1, 2023\n{: datetime="2023-11-01" }\n\n## What we collect\n\nLittle.\n');
    expect(doc.datedLine).toEqual({ date: '2023-11-01', kind: 'effective', line: 4, column: 1 });
    expect(doc.html).toContain('<p>Version 1.2, effective November 1, 2023</p>');
    expect(doc.html).not.toContain('datetime');
    expect(doc.diagnostics).toEqual([]);
  });

  it('takes the line in emphasis, and a line in another language, as the document’s date', () => {
    expect(parse('*Effective date: 1 January 2024*\n{: datetime="2024-01-01" }\n').datedLine).toMatchObject({ date: '2024-01-01', kind: 'effective', line: 2 });
    const de = parse('# Datenschutzhinweis\n\nGültig ab 17. Dezember 2025\n{: datetime=\'2025-12-17\' }\n');
    expect(de.datedLine).toMatchObject({ date: '2025-12-17', kind: 'effective' });
    expect(de.html).toContain('<p>Gültig ab 17. Dezember 2025</p>');
  });

  it('tells a last-updated line from an effective one by its English words', () => {
    expect(parse('Last Updated March 18, 2024\n{: datetime="2024-03-18" }\n').datedLine).toMatchObject({ kind: 'updated' });
    expect(dateLineKind('Last revised and effective 1 May 2025')).toBe('effective');
    expect(dateLineKind('Version 1.0.1, October 11, 2018')).toBe('effective');
    expect(dateLineKind('Amended on 2 June 2025')).toBe('updated');
  });

  it('reads only the first date line of the top level; other attribute lists are still left out with a warning', () => {
    const doc = parse('Effective May 1, 2025\n{: datetime="2025-05-01" }\n\nA paragraph of prose\nthat runs on.\n{: datetime="2020-01-01" }\n\n> Effective June 1, 2025\n> {: datetime="2025-06-01" }\n');
    expect(doc.datedLine).toMatchObject({ date: '2025-05-01', line: 2 });
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['6:1 unsupported-attribute-list', '9:3 unsupported-attribute-list']);
  });

  it('locates the list in the source however the line was escaped', () => {
    expect(parse('Terms &amp; conditions \\*effective\\* 2 June 2025\n{: datetime="2025-06-02" }\n').datedLine).toMatchObject({ line: 2, column: 1 });
  });

  it('reads a list at the end of the line, and a line markdown takes for a list item (5. November 2025), as Mozilla writes them', () => {
    const same = parse('# Common Voice Legal Terms\n\nEffective October 31, 2025 {: datetime="2025-10-31" }\n\nText.\n');
    expect(same.datedLine).toEqual({ date: '2025-10-31', kind: 'effective', line: 3, column: 28 });
    expect(same.html).toContain('<p>Effective October 31, 2025</p>');
    const de = parse('# Datenschutz-Hinweis\n\n5. November 2025\n{: datetime="2025-11-05" }\n\nText.\n');
    expect(de.datedLine).toMatchObject({ date: '2025-11-05', line: 4 });
    expect(de.html).toContain('<ol start="5">\n<li>November 2025</li>\n</ol>');
    expect(de.diagnostics).toEqual([]);
  });
});
