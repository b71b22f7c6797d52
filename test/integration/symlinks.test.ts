// Symbolic links in a site's folders, as a pull request could add them: a document (or a folder of
// documents) that links to a file outside content/ is refused with a located error rather than
// published, unless the config trusts the folder it leads into (`allowSymlinksTo`); a link that
// leads nowhere is an error too; links in static/ are copied as the files they lead to, never as
// links, and refused when they lead out of static/.
import { lstat, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

/** A folder outside the site holding what must never be published. */
async function outside(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-outside-'));
  await writeFile(path.join(dir, 'secret.md'), '---\ntitle: Secret\n---\n\nTOP SECRET: the deploy key.\n');
  await mkdir(path.join(dir, 'shared'));
  await writeFile(path.join(dir, 'shared/notice.md'), '---\ntitle: Shared notice\n---\n\nA notice kept in another repository.\n');
  return dir;
}

const trusting = async (dir: string, folders: string[]) => {
  const config = path.join(dir, 'config/legal-docs.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace('defineConfig(site)', `defineConfig({ ...site, allowSymlinksTo: ${JSON.stringify(folders)} })`));
};

describe('a document that is a symbolic link out of content/', () => {
  it('is refused with a located error by build and check, and nothing is published', async () => {
    const dir = await fixtureSite('clean');
    const away = await outside();
    await symlink(path.join(away, 'secret.md'), path.join(dir, 'content/docs/guide/leak.md'));
    for (const command of ['build', 'check']) {
      const result = await runCli(dir, [command]);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(
        `content/docs/guide/leak.md error "content/docs/guide/leak.md" is a symbolic link to "${path.join(away, 'secret.md')}", outside content/docs/: it is not published (symlink-outside-folder)`,
      );
      expect(result.stderr).toContain('hint: Copy the file into content/docs/ instead; or, if everything in that folder may be published, add the folder to `allowSymlinksTo` in the config.');
      expect(result.stderr + result.stdout).not.toContain('TOP SECRET');
    }
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);

  it('a folder of documents linked from outside is refused once, at the link', async () => {
    const dir = await fixtureSite('clean');
    const away = await outside();
    await symlink(path.join(away, 'shared'), path.join(dir, 'content/docs/shared'));
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: { code: string; file?: string; message: string }[] };
    expect(diagnostics.filter((d) => d.code === 'symlink-outside-folder')).toEqual([
      expect.objectContaining({ file: 'content/docs/shared', message: `"content/docs/shared" is a symbolic link to "${path.join(away, 'shared')}", outside content/docs/: it is not published` }),
    ]);
  }, 120_000);

  it('is published when the config trusts the folder it leads into', async () => {
    const dir = await fixtureSite('clean');
    const away = await outside();
    await symlink(path.join(away, 'shared'), path.join(dir, 'content/docs/shared'));
    await trusting(dir, [path.relative(dir, path.join(away, 'shared'))]);
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/shared/notice.html'), 'utf8')).toContain('A notice kept in another repository.');
  }, 120_000);

  it('a link that leads nowhere is a located error, not a crash', async () => {
    const dir = await fixtureSite('clean');
    await symlink('../missing.md', path.join(dir, 'content/docs/guide/gone.md'));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('content/docs/guide/gone.md error "content/docs/guide/gone.md" is a symbolic link to "../missing.md", which does not exist (broken-symlink)');
    expect(result.stderr).not.toMatch(/unexpected failure/);
  }, 120_000);
});

describe('symbolic links in static/', () => {
  it('are copied as the files they lead to, not as links to the build machine', async () => {
    const dir = await fixtureSite('clean');
    await symlink('logo.svg', path.join(dir, 'static/img/logo-copy.svg'));
    await mkdir(path.join(dir, 'static/brand'));
    await symlink('../img', path.join(dir, 'static/brand/images'));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    const logo = await readFile(path.join(dir, 'static/img/logo.svg'), 'utf8');
    for (const file of ['build/img/logo-copy.svg', 'build/brand/images', 'build/brand/images/logo.svg']) expect((await lstat(path.join(dir, file))).isSymbolicLink(), file).toBe(false);
    expect(await readFile(path.join(dir, 'build/img/logo-copy.svg'), 'utf8')).toBe(logo);
    expect(await readFile(path.join(dir, 'build/brand/images/logo.svg'), 'utf8')).toBe(logo);
  }, 120_000);

  it('a link to a folder that holds it is refused, not followed forever', async () => {
    const dir = await fixtureSite('clean');
    await symlink('..', path.join(dir, 'static/img/up'));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('static/img/up error "static/img/up" is a symbolic link to a folder that holds it: it would repeat without end (symlink-loop)');
    expect(result.stderr).not.toMatch(/unexpected failure|ELOOP/);
  }, 120_000);

  it('are refused when they lead out of static/', async () => {
    const dir = await fixtureSite('clean');
    const away = await outside();
    await symlink(path.join(away, 'secret.md'), path.join(dir, 'static/.env'));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(`static/.env error "static/.env" is a symbolic link to "${path.join(away, 'secret.md')}", outside static/: it is not published (symlink-outside-folder)`);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);
});
