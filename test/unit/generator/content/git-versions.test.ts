import { describe, expect, it } from 'vitest';
import { effectiveDateOf } from '../../../../src/generator/content/front-matter-values.ts';
import { versionsInHistory } from '../../../../src/generator/content/git-versions.ts';

const text = (date: string, body: string) => `---\ntitle: Terms\neffective_date: ${date}\n---\n\n${body}\n`;

describe('effectiveDateOf', () => {
  it.each([
    [text('2025-06-01', 'x'), '2025-06-01'],
    ["---\ntitle: T\neffective_date: '2025-06-01' # quoted\n---\n", '2025-06-01'],
    ['---\ntitle: T\n---\n\neffective_date: 2025-06-01\n', undefined],
    ['no front matter', undefined],
  ])('%j → %s', (input, date) => {
    expect(effectiveDateOf(input)).toBe(date);
  });
});

describe('versionsInHistory', () => {
  it('takes, for each earlier date, the text of its last commit, and leaves the current date to the document', () => {
    const revisions = [
      { commit: 'c5', text: text('2025-06-01', 'current, fixed') },
      { commit: 'c4', text: text('2025-06-01', 'current') },
      { commit: 'c3', text: text('2024-01-01', 'second, typo fixed') },
      { commit: 'c2', text: text('2024-01-01', 'second, with a tpyo') },
      { commit: 'c1', text: text('2023-03-01', 'first') },
      { commit: 'c0', text: '---\ntitle: Terms\n---\n\nA draft before dates.\n' },
    ];
    const { versions, later } = versionsInHistory(revisions, '2025-06-01');
    expect(versions.map((v) => [v.date, v.commit])).toEqual([
      ['2023-03-01', 'c1'],
      ['2024-01-01', 'c3'],
    ]);
    expect(versions[1]!.text).toContain('typo fixed');
    expect(later).toEqual([]);
  });

  it('sets apart a date after the current one (a mistake later undone)', () => {
    const { versions, later } = versionsInHistory(
      [
        { commit: 'c3', text: text('2025-06-01', 'fixed date') },
        { commit: 'c2', text: text('2026-06-01', 'wrong year') },
        { commit: 'c1', text: text('2024-01-01', 'first') },
      ],
      '2025-06-01',
    );
    expect(versions.map((v) => v.date)).toEqual(['2024-01-01']);
    expect(later.map((v) => [v.date, v.commit])).toEqual([['2026-06-01', 'c2']]);
  });
});
