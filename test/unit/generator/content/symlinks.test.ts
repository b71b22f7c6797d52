// Which symbolic links a site's folder may keep: links inside it, and into trusted folders, but
// not a link inside a trusted folder that leads on elsewhere, nor one to a folder that holds it.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, refusedGlobs } from '../../../../src/generator/content/symlinks.ts';

describe('checkLinks', () => {
  it('keeps links inside the folder or a trusted one, refuses the rest where they are', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-links-'));
    const root = path.join(base, 'site');
    await mkdir(path.join(root, 'content/docs/a'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/a/page.md'), 'page');
    await mkdir(path.join(base, 'shared/deeper'), { recursive: true });
    await writeFile(path.join(base, 'secret.txt'), 'secret');
    await symlink('a/page.md', path.join(root, 'content/docs/alias.md'));
    await symlink('..', path.join(root, 'content/docs/a/loop'));
    await symlink(path.join(base, 'shared'), path.join(root, 'content/docs/shared'));
    // Inside the trusted folder, a link that leads on out of it.
    await symlink(path.join(base, 'secret.txt'), path.join(base, 'shared/deeper/secret.md'));
    const { refused, diagnostics } = checkLinks(root, 'content', ['../shared'], false);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['symlink-loop', 'content/docs/a/loop'],
      ['symlink-outside-folder', 'content/docs/shared/deeper/secret.md'],
    ]);
    expect(refused).toEqual(['content/docs/a/loop', 'content/docs/shared/deeper/secret.md']);
    expect(checkLinks(root, 'content', [], false).refused).toEqual(['content/docs/a/loop', 'content/docs/shared']);
  });
});

describe('refusedGlobs', () => {
  it('leaves out the refused links in a folder, and what is under them, relative to it', () => {
    expect(refusedGlobs(['content/docs/shared', 'content/docs/a (draft)/x.md', 'static/img/up'], 'content/docs')).toEqual([
      'shared',
      'shared/**',
      'a \\(draft\\)/x.md',
      'a \\(draft\\)/x.md/**',
    ]);
  });
});
