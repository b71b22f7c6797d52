// What a build does when the output cannot be written: a read-only or immutable output folder (or
// a folder in it), a read-only parent folder, a file where a folder is needed, a folder where the
// lock file goes, or any other error the system reports (a symbolic-link loop, a file-size limit).
// Each is exit 1 with a message naming the folder and what to do, the previous output untouched
// and nothing left behind; leftovers of earlier builds that cannot be removed are reported and do
// not stop a build.
//
// Read-only is made with `chattr +i` (immutable) when the tests run as root, for whom permission
// bits do not stop writes, and with chmod otherwise.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli, type CliResult } from '../helpers/fixture.ts';

const asRoot = process.getuid?.() === 0;

/** Makes `dir` read-only, as the user running the tests cannot undo by accident; returns the undo. */
function readOnly(dir: string): () => void {
  if (asRoot) {
    execFileSync('chattr', ['+i', dir]);
    return () => execFileSync('chattr', ['-i', dir]);
  }
  chmodSync(dir, 0o555);
  return () => chmodSync(dir, 0o755);
}

async function hashes(dir: string): Promise<Record<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
  const out: Record<string, string> = {};
  for (const file of files) out[file] = createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex');
  return out;
}

/** A fixture built once, then with its intro edited, so the next build has something to write. */
async function builtThenEdited(): Promise<string> {
  const dir = await fixtureSite('clean');
  expect((await runCli(dir, ['build'])).code).toBe(0);
  const intro = path.join(dir, 'content/docs/intro.md');
  await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'A new introduction.'));
  return dir;
}

const leftovers = async (dir: string) => (await readdir(dir)).filter((n) => n.startsWith('.build'));

describe('an output folder that cannot be replaced', () => {
  it.each([
    ['the output folder', 'build'],
    ['a folder inside it', 'build/docs/guide'],
  ])('%s read-only: exit 1 naming it, the previous output as it was, nothing left behind; fine again once writable', async (_, locked) => {
    const dir = await builtThenEdited();
    const before = await hashes(path.join(dir, 'build'));
    const undo = readOnly(path.join(dir, locked));
    try {
      const result = await runCli(dir, ['build']);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/^build error cannot replace the output folder "build": (operation not permitted \(read-only or immutable\) \(EPERM|permission denied \(EACCES)/m);
      if (locked !== 'build') expect(result.stderr).toContain(`at "${locked}"`);
      expect(result.stderr).toContain('the previous output is unchanged');
      expect(result.stderr).toMatch(/hint: Make "build" writable \(chmod -R u\+w "build"; if it is immutable, chattr -R -i "build" as root\), or build elsewhere with --out <dir>\./);
      expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
      expect(await hashes(path.join(dir, 'build'))).toEqual(before);
      expect(await leftovers(dir)).toEqual([]);
    } finally {
      undo();
    }
    const again = await runCli(dir, ['build']);
    expect(again.code, again.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('A new introduction.');
    expect(await leftovers(dir)).toEqual([]);
  }, 180_000);

  it('a read-only parent folder: exit 1 naming it', async () => {
    const dir = await fixtureSite('clean');
    await mkdir(path.join(dir, 'public'));
    const undo = readOnly(path.join(dir, 'public'));
    try {
      const result = await runCli(dir, ['build', '--out', 'public/site']);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/^public\/site error cannot write the output folder "public\/site": .* \((EPERM|EACCES), at "public"\); the previous output is unchanged/m);
      expect(result.stderr).toMatch(/hint: Make "public" writable/);
      expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
    } finally {
      undo();
    }
    expect(await readdir(path.join(dir, 'public'))).toEqual([]);
  }, 120_000);

  it('a file where the output folder should be: exit 1, the file kept', async () => {
    const dir = await fixtureSite('clean');
    await writeFile(path.join(dir, 'build'), 'notes, not a site');
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/^build error cannot replace the output folder "build": a file stands where a folder is needed \(ENOTDIR\); the previous output is unchanged/m);
    expect(result.stderr).toContain('hint: Remove or rename what is in the way at "build", or choose another folder with --out <dir>.');
    expect(await readFile(path.join(dir, 'build'), 'utf8')).toBe('notes, not a site');
    expect(await leftovers(dir)).toEqual([]);
  }, 120_000);

  it('an output path through a file: exit 1 naming the file in the way', async () => {
    const dir = await fixtureSite('clean');
    await writeFile(path.join(dir, 'notes.txt'), 'notes');
    const result = await runCli(dir, ['build', '--out', 'notes.txt/site']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/cannot write the output folder "notes\.txt\/site": a file stands where a folder is needed \((ENOTDIR|EEXIST), at "notes\.txt"\)/);
    expect(result.stderr).toContain('hint: Remove or rename what is in the way at "notes.txt"');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  }, 120_000);
});

describe("an earlier build's leftovers", () => {
  it('that cannot be removed are reported with what to do; the build goes on, and removes them once it can', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    // A previous output that a killed build left beside the new one, now read-only.
    const stuck = path.join(dir, '.build.old-4194305');
    await mkdir(path.join(stuck, 'docs'), { recursive: true });
    await writeFile(path.join(stuck, 'docs/intro.html'), 'old');
    const undo = readOnly(stuck);
    let result;
    try {
      const intro = path.join(dir, 'content/docs/intro.md');
      await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'A new introduction.'));
      result = await runCli(dir, ['build']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/^\.build\.old-4194305 warning "\.build\.old-4194305" was left by an earlier build and cannot be removed: .*\((EPERM|EACCES)\) \(output-leftover\)/m);
      expect(result.stderr).toContain('hint: The output was written all the same. Remove it by hand: chmod -R u+w ".build.old-4194305" && rm -rf ".build.old-4194305"');
      expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('A new introduction.');
      // And every build after says so again, rather than failing on it.
      const next = await runCli(dir, ['build']);
      expect(next.code).toBe(0);
      expect(next.stderr).toContain('".build.old-4194305" was left by an earlier build');
    } finally {
      undo();
    }
    const cleared = await runCli(dir, ['build']);
    expect([cleared.code, cleared.stderr]).toEqual([0, '']);
    expect(await leftovers(dir)).toEqual([]);
  }, 180_000);
});

describe('any other error the system reports while writing the output', () => {
  it('a symbolic link on the way that leads back to itself: exit 1 naming it', async () => {
    const dir = await fixtureSite('clean');
    await symlink('loop', path.join(dir, 'loop'));
    const result = await runCli(dir, ['build', '--out', 'loop/site']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/^loop\/site error cannot write the output folder "loop\/site": a symbolic link on the way leads back to itself \(ELOOP, at "loop(\/site)?"\); the previous output is unchanged \(output-not-writable\)$/m);
    expect(result.stderr).toMatch(/hint: Fix the symbolic link at or above "loop(\/site)?", or choose another folder with --out <dir>\./);
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  }, 120_000);

  it('a file larger than the process may write (ulimit -f), an error with no words of ours: exit 1 in the system\'s words, naming the folder', async () => {
    const dir = await fixtureSite('clean');
    // The limit (in KiB) lets the site's sources be read but not its pages and assets be written.
    const result = await new Promise<CliResult>((resolve) => {
      const script = 'ulimit -f 8; exec "$0" "$@"';
      execFile('bash', ['-c', script, process.execPath, path.join(repoRoot, 'bin/legaldocs.js'), 'build', '--no-cache'], { cwd: dir, env: { ...process.env, CI: 'true' } }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/^build error writing the new output for "build" failed: file too large \(EFBIG\); the previous output is unchanged \(output-not-writable\)$/m);
    expect(result.stderr).toContain('hint: Check the disk and "build", then build again, or build elsewhere with --out <dir>.');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
    expect(await leftovers(dir)).toEqual([]);
  }, 120_000);

  it('a folder where the lock file goes: exit 1 at once naming it, rather than waiting for ever', async () => {
    const dir = await fixtureSite('clean');
    await mkdir(path.join(dir, '.build.lock'));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/^build error cannot write the output folder "build": a folder stands where a file is needed \(EISDIR, at "\.build\.lock"\); the previous output is unchanged/m);
    expect(result.stderr).toContain('hint: Remove or rename what is in the way at ".build.lock", or choose another folder with --out <dir>.');
    expect(await leftovers(dir)).toEqual(['.build.lock']);
  }, 120_000);
});
