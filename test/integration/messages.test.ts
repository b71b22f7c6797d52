// Messages for mistakes met when starting a site: no documents yet (each sidebar says it has
// none and where they go, rather than "does not exist … Did you mean" the same name), a config
// that does not compile because something was left open (reported where it was typed, not at the
// end of the file where esbuild gave up), and a config that throws, ends the process, never
// settles or never stops (each named, and the command ends with an error, having built nothing).
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('a site with no documents yet', () => {
  it('check says each sidebar has none and where to put them', async () => {
    const dir = await fixtureSite('clean');
    await rm(path.join(dir, 'content'), { recursive: true });
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error sidebar "main" has no documents: there are none in content/docs/ (empty-sidebar)');
    expect(result.stderr).toContain('hint: Put the documents in content/docs/ (e.g. content/docs/intro.md; translations in content/i18n/<locale>/docs/); content/README.md says how.');
    expect(result.stderr).toContain('error sidebar "old" has no documents: there are none in content/docs/old/ (empty-sidebar)');
    expect(result.stderr).toContain('hint: There are no documents yet: add content/docs/old/history.md, or name the document to open first.');
    expect(result.stderr).not.toMatch(/does not exist|Did you mean|Available: \./);
  }, 120_000);
});

/** Replaces the fixture's `url` setting in config/site.ts; resolves with the line it is on. */
async function replaceUrl(dir: string, written: string): Promise<number> {
  const settings = path.join(dir, 'config/site.ts');
  const text = await readFile(settings, 'utf8');
  const setting = "url: 'https://fixture.example.com',";
  await writeFile(settings, text.replace(setting, written));
  return text.split('\n').findIndex((l) => l.includes(setting)) + 1;
}

describe('a config left open', () => {
  it('is reported at the line where it was opened', async () => {
    const dir = await fixtureSite('clean');
    const line = await replaceUrl(dir, 'url: `https://fixture.example.com,');
    for (const command of ['check', 'build']) {
      const result = await runCli(dir, [command]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^config/site\\.ts:${line}:8 error the config file does not compile: the template literal "\`" opened here is never closed \\(esbuild stopped at line \\d+: Unterminated string literal\\)`, 'm'));
      expect(result.stderr).toContain('hint: Close it where it should end.');
    }
  }, 120_000);

  it('an error thrown while it loads is reported at the line that threw', async () => {
    const dir = await fixtureSite('clean');
    const line = await replaceUrl(dir, 'url: siteUrl,');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`config/site.ts:${line}:8 error the config file threw while loading: siteUrl is not defined`);
  }, 120_000);

  it('a value that is no Error thrown while it loads is shown, at the line that threw it', async () => {
    const dir = await fixtureSite('clean');
    const line = await replaceUrl(dir, "url: ((): string => { throw 42; })(),");
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`config/site.ts:${line}:25 error the config file threw 42 while loading (a value that is not an Error)`);
  }, 120_000);

  it.each([
    ['calls process.exit(0)', "url: (process.exit(0), 'https://fixture.example.com'),", (line: number) => `config/site.ts:${line}:17 error the config file called process.exit(0) while loading`],
    ['awaits a promise that never settles', 'url: await new Promise<string>(() => {}),', () => 'config/legal-docs.config.ts error the config file never finished loading: it awaits a promise that never settles'],
    ['loops for ever', 'url: (() => { for (;;); })() as string,', () => 'config/legal-docs.config.ts error the config file was still running after 10 s (an endless loop, or work that never ends)'],
  ])('one that %s: build names it, says what to do, ends with 1 and builds nothing', async (_, written, expected) => {
    const dir = await fixtureSite('clean');
    const line = await replaceUrl(dir, written);
    const result = await runCli(dir, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toContain(`${expected(line)} (invalid-config)`);
    expect(result.stderr).toContain('hint: ');
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);
});
