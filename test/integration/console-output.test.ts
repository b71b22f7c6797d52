// What the site's own JavaScript prints never mixes with what legaldocs reports: a console.log in
// sidebars.js or in the config (both run while the site is read) goes to stderr, so stdout holds
// exactly the JSON or the GitHub workflow commands asked for.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('a sidebars file and a config that print while they load', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fixtureSite('docusaurus-site');
    const prepend = async (file: string, code: string) => writeFile(path.join(dir, file), code + (await readFile(path.join(dir, file), 'utf8')));
    await prepend('sidebars.js', "console.log('sidebars: %d items', 4); console.info('loaded'); process.stdout.write('raw write\\n');\n");
    await prepend('config/legal-docs.config.ts', "console.log('config loaded');\nsetTimeout(() => console.log('late config output'), 0);\n");
  });

  it('keeps stdout to the JSON report of check, and moves their output to stderr', async () => {
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { diagnostics: { severity: string }[] };
    expect(json.diagnostics.length).toBeGreaterThan(0);
    for (const line of ['sidebars: 4 items', 'loaded', 'raw write', 'config loaded']) expect(result.stderr).toContain(`${line}\n`);
  }, 120_000);

  it('keeps stdout to GitHub workflow commands in a build, the summary out of it', async () => {
    const result = await runCli(dir, ['build', '--format', 'github']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^::(warning|error) file=/);
    expect(result.stderr).toContain('sidebars: 4 items\n');
    expect(result.stderr).toContain('config loaded\n');
  }, 120_000);

  it('prints their output on stderr in text format too, the summary alone on stdout', async () => {
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Checked \d+ pages in 2 locales: no errors\.\n$/);
    expect(result.stderr).toContain('config loaded\n');
  }, 120_000);
});
