// Versions from git history, through the real CLI on a git repository built here: each commit
// that moved a document's effective date publishes the text it replaced as an earlier version (with
// its changes page), only when the config asks; a shallow clone or no repository is a clear error.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import fg from 'fast-glob';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

const run = promisify(execFile);
const git = (cwd: string, ...args: string[]) => run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd });

const terms = (date: string, price: string, extra = '') =>
  `---\ntitle: Terms of Use\nsidebar_position: 1\neffective_date: ${date}\n---\n\n## 1. Acceptance {#acceptance}\n\nBy using the service you accept these terms. Back to the [introduction](../intro.md#overview).\n\n## 2. Payment {#payment}\n\nThe Pro plan costs ${price} a month.\n${extra}`;
const spanish = (date: string, price: string) =>
  `---\ntitle: Términos de uso\nsidebar_position: 1\neffective_date: ${date}\n---\n\n## 1. Aceptación {#acceptance}\n\nAl usar el servicio acepta estos términos.\n\n## 2. Pago {#payment}\n\nEl plan Pro cuesta ${price} al mes.\n`;
const config = (fromGit: boolean) => `import { defineConfig } from 'legaldocs';\nimport { site } from './site.ts';\n\nexport default defineConfig({ ...site, versions: { fromGit: ${fromGit} } });\n`;

let repo: string;

beforeAll(async () => {
  repo = await fixtureSite('clean');
  const write = (file: string, text: string) => writeFile(path.join(repo, file), text);
  await write('config/legal-docs.config.ts', config(true));
  await git(repo, 'init', '-q', '-b', 'main');
  await write('content/docs/guide/terms.md', terms('2024-01-01', '10 euros with a tpyo'));
  // A document the 2024 terms linked to, deleted with the 2025 terms.
  await write('content/docs/guide/refunds.md', '---\ntitle: Refunds\n---\n\nWithin 30 days.\n');
  await write('content/i18n/es/docs/guide/terms.md', spanish('2024-01-01', '10 euros'));
  await git(repo, 'add', '-A');
  await git(repo, 'commit', '-q', '-m', 'terms of 2024');
  await write('content/docs/guide/terms.md', terms('2024-01-01', '10 euros', '\nSee the [refund rules](./refunds.md).\n'));
  await git(repo, 'commit', '-q', '-am', 'typo');
  await git(repo, 'rm', '-q', 'content/docs/guide/refunds.md');
  await write('content/docs/guide/terms.md', terms('2025-06-01', '12 euros', '\n## 3. Disputes {#disputes}\n\nThe courts of Example City decide.\n'));
  await write('content/i18n/es/docs/guide/terms.md', spanish('2025-06-01', '12 euros'));
  await git(repo, 'commit', '-q', '-am', 'terms of 2025');
});

describe('versions from git', () => {
  it('publishes the text each earlier effective date had at its last commit, with its changes page', async () => {
    const result = await runCli(repo, ['build']);
    expect(result.code).toBe(0);
    // The old text's link to a document deleted since cannot be fixed in history: a warning, not a failure …
    expect(result.stderr).toMatch(/content\/docs\/guide\/terms\.md@[0-9a-f]{12}:\d+:\d+ warning link "\.\/refunds\.md": there is no document "content\/docs\/guide\/refunds\.md"/);
    expect(result.stderr).toContain('1 warning');
    const version = await readFile(path.join(repo, 'build/docs/guide/terms/versions/2024-01-01.html'), 'utf8');
    expect(version).toContain('The Pro plan costs 10 euros a month.');
    expect(version).not.toContain('tpyo');
    expect(version).toMatch(/This is an archived version of this document\.<\/strong> <!-- -->In effect from <time dateTime="2024-01-01">January 1, 2024<\/time> to <time dateTime="2025-05-31">May 31, 2025<\/time>/);
    // Links inside the old text resolve as the document's do; … and the dead one is plain text.
    expect(version).toContain('href="/docs/intro#overview"');
    expect(version).toContain('See the <a>refund rules</a>.');
    const current = await readFile(path.join(repo, 'build/docs/guide/terms.html'), 'utf8');
    expect(current).toContain('<a href="/docs/guide/terms/versions/2024-01-01">');
    const changes = await readFile(path.join(repo, 'build/docs/guide/terms/changes/2025-06-01.html'), 'utf8');
    expect(changes).toContain('<del class="diff-del"><span class="diff-mark">[removed: </span>10<span class="diff-mark">]</span></del><ins class="diff-ins"><span class="diff-mark">[added: </span>12<span class="diff-mark">]</span></ins>');
    expect(changes).toContain('<h2 id="disputes" class="diff-block--added">');
    // The Spanish history gives the Spanish version.
    const es = await readFile(path.join(repo, 'build/es/docs/guide/terms/versions/2024-01-01.html'), 'utf8');
    expect(es).toContain('El plan Pro cuesta 10 euros al mes.');
  });

  it('is off unless the config turns it on', async () => {
    await writeFile(path.join(repo, 'config/legal-docs.config.ts'), config(false));
    try {
      const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-nogit-')), 'build');
      expect((await runCli(repo, ['build', '--out', out])).code).toBe(0);
      expect(existsSync(path.join(out, 'docs/guide/terms.html'))).toBe(true);
      expect(existsSync(path.join(out, 'docs/guide/terms/versions/2024-01-01.html'))).toBe(false);
    } finally {
      await writeFile(path.join(repo, 'config/legal-docs.config.ts'), config(true));
    }
  });

  it('refuses a shallow clone with a clear error, writing nothing', async () => {
    const clone = path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-shallow-')), 'site');
    await git(os.tmpdir(), 'clone', '-q', '--depth', '1', `file://${repo}`, clone);
    const result = await runCli(clone, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error versions.fromGit is on, but this is a shallow git clone: earlier versions would be missing (git-history-unavailable)');
    expect(result.stderr).toContain('hint: Fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in CI), or turn versions.fromGit off in the config.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(clone, 'build'))).toBe(false);
  });

  it('refuses a folder outside any git repository', async () => {
    const plain = await fixtureSite('clean');
    await writeFile(path.join(plain, 'config/legal-docs.config.ts'), config(true));
    const result = await runCli(plain, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error versions\.fromGit is on, but ".*" is not in a git repository \(git-history-unavailable\)/);
  });
});

describe('versions from git in a Docusaurus-layout site', () => {
  it('reads the history of the folders the layout names (docs/, i18n/), document names in any script included', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-git-docusaurus-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
    };
    const es = 'i18n/es/docusaurus-plugin-content-docs/current';
    await write(
      'config/legal-docs.config.ts',
      `import { defineConfig } from 'legaldocs';\n\nexport default defineConfig({\n  layout: 'docusaurus',\n  title: 'Acme Legal',\n  url: 'https://legal.acme.example',\n  i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, es: { label: 'Español', htmlLang: 'es' } } },\n  navbar: { items: [] },\n  footer: { copyright: 'Acme' },\n  versions: { fromGit: true },\n});\n`,
    );
    await write('docs/intro.md', '---\ntitle: Introduction\n---\n\n## Overview {#overview}\n\nThe documents of Acme.\n');
    await write('docs/guide/terms.md', terms('2024-01-01', '10 euros'));
    await write('docs/política/datos.md', '---\ntitle: Datos\neffective_date: 2024-01-01\n---\n\nGuardamos los datos un año.\n');
    await write(`${es}/guide/terms.md`, spanish('2024-01-01', '10 euros'));
    await git(site, 'init', '-q', '-b', 'main');
    await git(site, 'add', '-A');
    await git(site, 'commit', '-q', '-m', 'documents of 2024');
    await write('docs/guide/terms.md', terms('2025-06-01', '12 euros'));
    await write('docs/política/datos.md', '---\ntitle: Datos\neffective_date: 2025-06-01\n---\n\nGuardamos los datos dos años.\n');
    await write(`${es}/guide/terms.md`, spanish('2025-06-01', '12 euros'));
    await git(site, 'commit', '-q', '-am', 'documents of 2025');

    const result = await runCli(site, ['build']);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'build/docs/guide/terms/versions/2024-01-01.html'), 'utf8')).toContain('The Pro plan costs 10 euros a month.');
    expect(await readFile(path.join(site, 'build/es/docs/guide/terms/versions/2024-01-01.html'), 'utf8')).toContain('El plan Pro cuesta 10 euros al mes.');
    expect(existsSync(path.join(site, 'build/docs/guide/terms/changes/2025-06-01.html'))).toBe(true);
    const [datos] = await fg('build/docs/*/datos/versions/2024-01-01.html', { cwd: site });
    expect(datos).toBeDefined();
    expect(await readFile(path.join(site, datos!), 'utf8')).toContain('Guardamos los datos un año.');
  });
});
