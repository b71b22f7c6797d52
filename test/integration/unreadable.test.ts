// Content the user running legaldocs may not read (a file or folder without read permission, as
// a checkout made by another user leaves it): a located error naming it, exit 1, never a crash.
// Run as root, the check runs as the user `nobody`, for whom permission bits count.
import { execFile } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, type CliResult } from '../helpers/fixture.ts';

const asRoot = process.getuid?.() === 0;
const nobody = 65534;

/** Runs `legaldocs check` in `dir` as a user without privileges. */
function checkUnprivileged(dir: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/legaldocs.js'), 'check'],
      { cwd: dir, env: { ...process.env, CI: 'true', HOME: dir }, ...(asRoot ? { uid: nobody, gid: nobody } : {}) },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** A fixture that every user may read, as a shared checkout is. */
async function readableFixture(): Promise<string> {
  const dir = await fixtureSite('clean');
  await chmod(dir, 0o755);
  for (const entry of await fg('**/*', { cwd: dir, onlyFiles: false, markDirectories: true })) await chmod(path.join(dir, entry), entry.endsWith('/') ? 0o755 : 0o644);
  return dir;
}

describe('content that cannot be read', () => {
  it('a document: exit 1 naming it and what to do', async () => {
    const dir = await readableFixture();
    await chmod(path.join(dir, 'content/docs/guide/terms.md'), 0o000);
    const result = await checkUnprivileged(dir);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('content/docs/guide/terms.md error cannot read "content/docs/guide/terms.md": permission denied (EACCES) (unreadable-file)');
    expect(result.stderr).toContain('hint: Let the user running legaldocs read it (chmod -R a+rX "content/docs/guide/terms.md").');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  }, 120_000);

  it('a folder: exit 1 naming it', async () => {
    const dir = await readableFixture();
    await chmod(path.join(dir, 'content/docs/old'), 0o000);
    const result = await checkUnprivileged(dir);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('content/docs/old error cannot read "content/docs/old": permission denied (EACCES) (unreadable-file)');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  }, 120_000);
});
