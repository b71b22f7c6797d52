// Writing the output when the disk is full: the write fails with the kernel's own ENOSPC (a file
// of the new output leads to /dev/full, which refuses every write that way), and the build says so,
// naming the folder and the disk, with the previous output as it was and no temporary folder left.
import { existsSync, symlinkSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LegaldocsError } from '../../../../src/diagnostics/diagnostic.ts';
import { writeOutput } from '../../../../src/generator/output/write.ts';

describe('writeOutput on a full disk', () => {
  it('fails with a located error, keeps the previous output and removes its temporary folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-full-'));
    const outDir = path.join(root, 'build');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'index.html'), 'the previous site');
    let error: unknown;
    try {
      await writeOutput(
        outDir,
        async (put) => {
          await put('docs/intro.html', 'a page');
          // The next file of the new output is a way into /dev/full.
          symlinkSync('/dev/full', path.join(root, `.build.tmp-${process.pid}`, 'search.json'));
          await put('search.json', 'x'.repeat(100_000));
        },
        undefined,
        root,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LegaldocsError);
    const [diagnostic] = (error as LegaldocsError).diagnostics;
    expect(diagnostic).toEqual({
      severity: 'error',
      code: 'output-not-writable',
      message: 'writing the new output for "build" failed: no space left on the disk (ENOSPC); the previous output is unchanged',
      file: 'build',
      hint: `Free some space on the disk that holds "${root}", or build elsewhere with --out <dir>.`,
    });
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('the previous site');
    expect(existsSync(path.join(outDir, 'docs'))).toBe(false);
    expect(await readdir(root)).toEqual(['build']);
  });
});
