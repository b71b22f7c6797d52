// Dates from git on a repository made here: the last commit that changed each file's text, the
// commit that dates it, and whether that commit was an import.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bulkImportMinimum, gitTimes } from '../../../../src/generator/content/git-dates.ts';
import { readGitHistory } from '../../../../src/generator/content/git-history.ts';
import { contentLayout } from '../../../../src/generator/content/layout.ts';
import { testRepo, type TestCommit } from '../../../helpers/git.ts';

const layout = contentLayout('content/docs', 'content/i18n/{locale}/docs');
const at = (iso: string) => `${iso}T12:00:00Z`;
const seconds = (iso: string) => Date.parse(at(iso)) / 1000;

async function datesOf(files: Record<string, string>, commits: TestCommit[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'legaldocs-dates-'));
  testRepo(dir, commits);
  const repository = await readGitHistory(dir, layout.contentFolders, undefined);
  const result = await gitTimes(repository, Object.entries(files).map(([file, text]) => ({ file, text })), layout.documentOf);
  await repository.history?.flush();
  return result;
}

describe('gitTimes', () => {
  it('dates each file by its last change of text, and names the commit', async () => {
    const { times, datedBy } = await datesOf({ 'content/docs/a.md': 'A two.\n', 'content/docs/b.md': 'B one.\n' }, [
      { message: 'first', date: at('2024-01-01'), files: { 'content/docs/a.md': 'A one.\n', 'content/docs/b.md': 'B one.\n' } },
      { message: 'edit a', date: at('2024-02-01'), files: { 'content/docs/a.md': 'A two.\n' } },
      { message: 'strip trailing blank lines', date: at('2024-03-01'), files: { 'content/docs/a.md': 'A two.', 'content/docs/b.md': 'B one.' } },
    ]);
    expect(times.get('content/docs/a.md')).toBe(seconds('2024-02-01'));
    expect(times.get('content/docs/b.md')).toBe(seconds('2024-01-01'));
    expect(datedBy.get('content/docs/a.md')).toMatchObject({ subject: 'edit a', time: seconds('2024-02-01') });
    expect(datedBy.get('content/docs/a.md')!.imported).toBeUndefined();
  });

  it('leaves a file edited and not committed, or unknown to git, to its modification time', async () => {
    const { times } = await datesOf({ 'content/docs/a.md': 'A, edited.\n', 'content/docs/new.md': 'New.\n' }, [
      { message: 'first', date: at('2024-01-01'), files: { 'content/docs/a.md': 'A one.\n' } },
    ]);
    expect(times.size).toBe(0);
  });

  it('knows an import: a commit that added many documents, a document and its translations counted once', async () => {
    const docs = Object.fromEntries(Array.from({ length: bulkImportMinimum }, (_, i) => [`content/docs/d${i}.md`, `Document ${i}.\n`]));
    const translations = Object.fromEntries(['de', 'es', 'fr'].map((l) => [`content/i18n/${l}/docs/d0.md`, `Dokument (${l}).\n`]));
    const { datedBy } = await datesOf({ ...docs, ...translations }, [{ message: 'import', date: at('2024-01-01'), files: { ...docs, ...translations } }]);
    expect(datedBy.get('content/docs/d1.md')).toMatchObject({ subject: 'import', imported: bulkImportMinimum });
    expect(datedBy.get('content/i18n/es/docs/d0.md')!.imported).toBe(bulkImportMinimum);
    const few = await datesOf({ 'content/docs/a.md': 'A.\n' }, [{ message: 'a few', date: at('2024-01-01'), files: { 'content/docs/a.md': 'A.\n', ...translations } }]);
    expect(few.datedBy.get('content/docs/a.md')!.imported).toBeUndefined();
  });
});
