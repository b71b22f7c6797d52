// UI strings per locale: a site supplies a locale legaldocs has none for (Dutch here) or overrides
// built-in ones; a locale left in English is a warning, and a bad file stops the build at its line.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string; hint?: string }[];
}

describe('UI strings a site supplies', () => {
  it('show on the pages of a locale without built-in strings, and override built-in ones', async () => {
    const dir = await fixtureSite('ui-strings');
    const result = await runCli(dir, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
    const nl = await page('nl/docs/guide/terms.html');
    expect(nl).toContain('<html lang="nl"');
    expect(nl).toContain('Op deze pagina');
    expect(nl).toContain('Deze pagina is nog niet beschikbaar in het Nederlands. Ze wordt in het Engels getoond.');
    expect(nl).not.toContain('On this page');
    // Spanish keeps its built-in strings but for the two the site overrides.
    const es = await page('es/docs/guide/terms.html');
    expect(es).toContain('En este documento');
    expect(es).toContain('Saltar al contenido principal');
    expect(await page('es/docs.html')).toContain('Todos los documentos legales');
  });

  it('warn, at the locale in the config, when a locale would show its interface in English', async () => {
    const dir = await fixtureSite('ui-strings');
    await rm(path.join(dir, 'content/i18n/nl/ui.json'));
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'missing-ui-strings',
        message: 'locale "nl" has no built-in UI strings, so its pages show search, menus and notices in English',
        file: 'config/legal-docs.config.ts',
        line: 6,
        column: 58,
        hint: 'Supply them in content/i18n/nl/ui.json (every key; content/README.md shows how), or use a locale legaldocs has strings for.',
      },
    ]);
  });

  it('stop the build at the line of an unknown key, and name the keys a file lacks', async () => {
    const dir = await fixtureSite('ui-strings');
    const file = path.join(dir, 'content/i18n/nl/ui.json');
    const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    delete strings.searchRetry;
    await writeFile(file, JSON.stringify({ ...strings, serchCancel: 'Annuleren' }, null, 2));
    const result = await runCli(dir, ['build', '--format', 'json']);
    expect(result.code).toBe(1);
    const { diagnostics } = JSON.parse(result.stdout) as Json;
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'content/i18n/nl/ui.json:1:1 "content/i18n/nl/ui.json" lacks 1 UI string: "searchRetry"',
      // Written last: after the opening brace and every other key.
      `content/i18n/nl/ui.json:${Object.keys(strings).length + 2}:3 unknown UI string key "serchCancel"`,
    ]);
    expect(diagnostics[1]!.hint).toBe('Did you mean "searchCancel"? The keys are those of legaldocs\'s English strings (src/i18n/locales/en.ts in its repository).');
  });
});
