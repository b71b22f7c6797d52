import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileInside } from '../../../src/server/static.ts';

describe('fileInside', () => {
  it('finds files in the folder and refuses symlinks that lead out of it', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-static-'));
    const root = path.join(base, 'site');
    await mkdir(path.join(root, 'docs'), { recursive: true });
    await writeFile(path.join(root, 'docs/x.html'), 'x');
    await writeFile(path.join(base, 'secret.txt'), 'secret');
    await symlink(path.join(base, 'secret.txt'), path.join(root, 'leak.txt'));
    await symlink(path.join(root, 'docs/x.html'), path.join(root, 'alias.html'));
    expect(await fileInside(root, 'docs/x.html')).toBe(path.join(root, 'docs/x.html'));
    expect(await fileInside(root, 'alias.html')).toBe(path.join(root, 'docs/x.html'));
    expect(await fileInside(root, 'leak.txt')).toBeUndefined();
    expect(await fileInside(root, 'docs')).toBeUndefined();
  });
});
