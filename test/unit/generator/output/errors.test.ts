// File-system failures while writing the output, as diagnostics: which folder is named (the
// output, its parent, a file in the way, a static file being copied) and what the hint says to do.
import { describe, expect, it } from 'vitest';
import { outputFailure } from '../../../../src/generator/output/errors.ts';

const places = { root: '/site', outDir: '/site/build' };
const failure = (code: string, path: string, syscall = 'open') => Object.assign(new Error(code), { code, path, syscall });

describe('outputFailure', () => {
  it.each([
    [
      'a read-only folder in the output',
      failure('EPERM', '/site/build/docs'),
      'replace',
      'cannot replace the output folder "build": operation not permitted (read-only or immutable) (EPERM, at "build/docs"); the previous output is unchanged',
      'Make "build" writable (chmod -R u+w "build"; if it is immutable, chattr -R -i "build" as root), or build elsewhere with --out <dir>.',
    ],
    [
      'a read-only parent, refusing the temporary folder',
      failure('EACCES', '/site/.build.tmp-12', 'mkdir'),
      'prepare',
      'cannot write the output folder "build": permission denied (EACCES, at "."); the previous output is unchanged',
      'Make "." writable (chmod u+w "."; if it is immutable, chattr -i "." as root), or build elsewhere with --out <dir>.',
    ],
    [
      'a full disk, writing a page',
      failure('ENOSPC', '/site/.build.tmp-12/docs/intro.html', 'write'),
      'write',
      'writing the new output for "build" failed: no space left on the disk (ENOSPC); the previous output is unchanged',
      'Free some space on the disk that holds "/site", or build elsewhere with --out <dir>.',
    ],
    [
      'a static file this user may not read',
      failure('EACCES', '/site/static/files/contract.pdf', 'copyfile'),
      'write',
      'writing the new output for "build" failed: cannot read "static/files/contract.pdf": permission denied (EACCES); the previous output is unchanged',
      'Let the user running legaldocs read it (chmod -R a+rX "static/files/contract.pdf").',
    ],
    [
      'an output folder that is a mount point',
      failure('EBUSY', '/site/build', 'rename'),
      'replace',
      'cannot replace the output folder "build": it is in use (a mount point, or open in another program) (EBUSY); the previous output is unchanged',
      'If "build" is a mount point, mount the folder above it instead, or build elsewhere with --out <dir> and copy the files in.',
    ],
  ] as const)('%s', (_, error, stage, message, hint) => {
    expect(outputFailure(error, stage, places)).toMatchObject({ severity: 'error', code: 'output-not-writable', message, hint });
  });

  it('leaves errors that are not file-system failures alone', () => {
    expect(outputFailure(new TypeError('x is undefined'), 'write', places)).toBeUndefined();
  });
});
