import { describe, expect, it } from 'vitest';
import { bulkImportMinimum, parseGitLog } from '../../../../src/generator/content/git-dates.ts';

/** One commit of `git log --format=%x00%ct %h --name-status` output. */
const commit = (time: number, hash: string, changes: [string, string][]) => `\u0000${time} ${hash}\n\n${changes.map(([s, f]) => `${s}\t${f}`).join('\n')}\n`;

describe('parseGitLog', () => {
  it('keeps the newest time per file from one log stream', () => {
    const log = commit(300, 'c3', [['M', 'content/docs/a.md'], ['A', 'content/docs/b.md']]) + commit(200, 'c2', [['A', 'content/docs/a.md'], ['A', 'content/docs/c.md']]);
    expect([...parseGitLog(log, (f) => f).times]).toEqual([
      ['content/docs/a.md', 300],
      ['content/docs/b.md', 300],
      ['content/docs/c.md', 200],
    ]);
  });

  it('maps repository paths to site paths', () => {
    expect([...parseGitLog(commit(100, 'c1', [['A', 'site/content/docs/a.md']]), (f) => f.replace(/^site\//, '')).times]).toEqual([['content/docs/a.md', 100]]);
  });

  it('names the files whose last change is their addition in a commit that added many documents', () => {
    const imported = Array.from({ length: bulkImportMinimum }, (_, i) => `docs/d${i}.md`);
    const log = commit(900, 'edit1', [['M', 'docs/d0.md']]) + commit(500, 'import', imported.map((f) => ['A', f]));
    const { times, imports } = parseGitLog(log, (f) => f);
    expect(times.get('docs/d0.md')).toBe(900);
    // d0 was edited since: its date is the edit's, not the import's.
    expect(imports.has('docs/d0.md')).toBe(false);
    expect(imports.get('docs/d1.md')).toEqual({ commit: 'import', time: 500, added: bulkImportMinimum });
    expect(imports.size).toBe(bulkImportMinimum - 1);
  });

  it('counts a document and its translations once, and edits never, towards an import', () => {
    const documentOf = (f: string) => f.replace(/^i18n\/[^/]+\//, '');
    const translated = ['a.md', ...['de', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'zh-Hans', 'zh-Hant'].map((l) => `i18n/${l}/a.md`)];
    const edits = Array.from({ length: 40 }, (_, i) => `e${i}.md`);
    const log = commit(700, 'newdoc', translated.map((f) => ['A', f])) + commit(600, 'sweep', edits.map((f) => ['M', f]));
    expect(parseGitLog(log, (f) => f, documentOf).imports.size).toBe(0);
  });
});
