// The git edge on real repositories made here: a file's date is the last commit that changed its
// normalised text along its own history (not a reformatting, not a side branch's sync commit), and a
// warm run reads no blob.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGitHistory, type GitHistory } from '../../../../src/generator/content/git-history.ts';
import { testRepo } from '../../../helpers/git.ts';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'legaldocs-git-'));
const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;
const at = (iso: string) => `${iso}T12:00:00Z`;

async function historyOf(dir: string, cacheDir?: string): Promise<GitHistory> {
  const { history } = await readGitHistory(dir, ['content'], cacheDir);
  expect(history).toBeDefined();
  return history!;
}

const changed = async (history: GitHistory, file: string) => (await history.lastTextChange(file))?.commit.subject;

describe('readGitHistory', () => {
  it('dates a file by the last commit that changed its text, not by one that only reformatted it', async () => {
    const dir = folder();
    testRepo(dir, [
      { message: 'first texts', date: at('2024-01-10'), files: { 'content/a.md': '---\ntitle: A\n---\n\nOne paragraph\nwrapped here.\n', 'content/b.md': 'B text.\n' } },
      { message: 'edit a', date: at('2024-02-10'), files: { 'content/a.md': '---\ntitle: A\n---\n\nOne paragraph, edited.\n' } },
      // Line endings, trailing blank lines, re-wrapping and a front-matter key: no change of text.
      {
        message: 'reformat everything',
        date: at('2024-03-10'),
        files: { 'content/a.md': '---\r\ntitle: A\r\nsidebar_position: 2\r\n---\r\n\r\nOne paragraph,\r\nedited.\r\n\r\n\r\n', 'content/b.md': 'B   text.\n\n\n' },
      },
    ]);
    const history = await historyOf(dir);
    expect(await changed(history, 'content/a.md')).toBe('edit a');
    expect((await history.lastTextChange('content/a.md'))!.commit.time).toBe(day('2024-02-10'));
    expect(await history.lastTextChange('content/b.md')).toMatchObject({ added: true, commit: { subject: 'first texts' } });
    await history.flush();
  });

  it('follows the side of a merge its text came from: a sync commit on a side branch dates nothing', async () => {
    const dir = folder();
    const synced = { 'content/a.md': 'A two.\r\n', 'content/b.md': 'B one.\r\n', 'content/c.md': 'C one.\n' };
    testRepo(dir, [
      { message: 'import', date: at('2024-01-01'), files: { 'content/a.md': 'A one.\n', 'content/b.md': 'B one.\n' } },
      { message: 'edit a on main', date: at('2024-02-01'), files: { 'content/a.md': 'A two.\n' } },
      // The vendor's branch, from the import, copies main's texts with other line endings and adds a file of its own …
      { message: 'sync with main', date: at('2024-03-01'), branch: 'vendor', from: 'import', files: synced },
      // … and main takes the branch's files as they are.
      { message: 'merge vendor', date: at('2024-04-01'), merge: 'vendor', files: synced },
    ]);
    const history = await historyOf(dir);
    expect(await changed(history, 'content/a.md')).toBe('edit a on main');
    expect(await changed(history, 'content/b.md')).toBe('import');
    // What the branch really brought is dated by the branch's commit, not by the merge.
    expect(await changed(history, 'content/c.md')).toBe('sync with main');
    await history.flush();
  });

  it('tells a text edited on disk, or unknown to git, from the committed one', async () => {
    const dir = folder();
    testRepo(dir, [{ message: 'first', date: at('2024-01-01'), files: { 'content/a.md': 'A one.\n' } }]);
    const history = await historyOf(dir);
    expect(await history.unchanged('content/a.md', 'A one.\n')).toBe(true);
    expect(await history.unchanged('content/a.md', 'A  one.\r\n')).toBe(true);
    expect(await history.unchanged('content/a.md', 'A one, edited.\n')).toBe(false);
    expect(await history.unchanged('content/new.md', 'New.\n')).toBe(false);
    expect(await history.lastTextChange('content/new.md')).toBeUndefined();
    await history.flush();
  });

  it('lists every revision of a file newest first, with its text', async () => {
    const dir = folder();
    testRepo(dir, [
      { message: 'one', date: at('2024-01-01'), files: { 'content/a.md': 'A one.\n' } },
      { message: 'two', date: at('2024-02-01'), files: { 'content/a.md': 'A one.\n\n' } },
      { message: 'three', date: at('2024-03-01'), files: { 'content/a.md': 'A three.\n' } },
    ]);
    const history = await historyOf(dir);
    const revisions = await history.revisions('content/a.md');
    expect(revisions.map((r) => r.commit.subject)).toEqual(['three', 'two', 'one']);
    expect(await history.text(revisions[2]!.blob)).toBe('A one.\n');
    await history.flush();
  });

  it('keeps the hashes it learnt in the cache folder: a warm run starts no blob reader', async () => {
    const dir = folder();
    const cacheDir = path.join(folder(), 'cache');
    testRepo(dir, [
      { message: 'one', date: at('2024-01-01'), files: { 'content/a.md': 'A one.\n', 'content/b.md': 'B.\n' } },
      { message: 'reformat', date: at('2024-02-01'), files: { 'content/a.md': 'A  one.\n' } },
    ]);
    const cold = await historyOf(dir, cacheDir);
    expect(await changed(cold, 'content/a.md')).toBe('one');
    await cold.flush();
    expect(Object.keys(JSON.parse(readFileSync(path.join(cacheDir, 'git-text-hashes.json'), 'utf8')) as object)).toHaveLength(2);
    // git names every command it runs in GIT_TRACE's file, the blob reader's included.
    const trace = path.join(folder(), 'trace');
    writeFileSync(trace, '');
    process.env.GIT_TRACE = trace;
    try {
      const warm = await historyOf(dir, cacheDir);
      expect(await changed(warm, 'content/a.md')).toBe('one');
      await warm.flush();
    } finally {
      delete process.env.GIT_TRACE;
    }
    expect(readFileSync(trace, 'utf8')).toContain('log');
    expect(readFileSync(trace, 'utf8')).not.toContain('cat-file');
  });

  it('is absent outside a repository and in one with no commit', async () => {
    expect(await readGitHistory(folder(), ['content'], undefined)).toEqual({ history: undefined, repository: false, shallow: false });
    const dir = folder();
    testRepo(dir, []);
    expect(await readGitHistory(dir, ['content'], undefined)).toEqual({ history: undefined, repository: true, shallow: false });
  });
});
