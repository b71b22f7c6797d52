import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateModule } from '../../../src/config/bundle.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';

// Each test bundles in a folder of its own, inside the run's temporary folder (removed with it).
const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'ld-bundle-'));

describe('evaluateModule', () => {
  it('bundles a TypeScript module that imports defineConfig from legaldocs and returns its default export', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'm.ts'), "import { defineConfig } from 'legaldocs';\nconst title: string = 'T';\nexport default defineConfig({ title });\n");
    expect(await evaluateModule(dir, path.join(dir, 'm.ts'), 'the module')).toEqual({ title: 'T' });
  });

  it('reports a syntax error with its location', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'bad.ts'), 'export default {\n  title: "x",,\n};\n');
    const error = await evaluateModule(dir, path.join(dir, 'bad.ts'), 'the config file').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LegaldocsError);
    expect((error as LegaldocsError).diagnostics[0]).toMatchObject({ file: 'bad.ts', line: 2 });
  });

  it('says what a config threw that is no Error, and calls a missing module missing rather than a syntax error', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'throws.ts'), "const title = 'T';\nif (title) throw 42;\nexport default { title };\n");
    await writeFile(path.join(dir, 'imports.ts'), "import x from 'no-such-package';\nimport y from './missing.ts';\nexport default { x, y };\n");
    const thrown = (await evaluateModule(dir, path.join(dir, 'throws.ts'), 'the config file').catch((e: unknown) => e)) as LegaldocsError;
    expect(thrown.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual(['throws.ts:2:12 the config file threw 42 while loading (a value that is not an Error)']);
    const missing = (await evaluateModule(dir, path.join(dir, 'imports.ts'), 'the config file').catch((e: unknown) => e)) as LegaldocsError;
    expect(missing.diagnostics.map((d) => `${d.line} ${d.message} | ${d.hint}`)).toEqual([
      '1 the config file imports "no-such-package", which is not there | Install the package (npm install no-such-package) or remove the import.',
      '2 the config file imports "./missing.ts", which is not there | Fix the path: it is relative to the file that imports it.',
    ]);
  });

  it.each([
    ['calls process.exit(0)', "import { exit } from 'node:process';\nconst title = 'T';\nexit(0);\nexport default { title };\n", 3, 'the config file called process.exit(0) while loading'],
    ['awaits a promise that never settles', 'export default await new Promise(() => {});\n', undefined, 'the config file never finished loading: it awaits a promise that never settles'],
    ['signals its own process', "const title = 'T';\nprocess.kill(process.pid);\nexport default { title };\n", 2, 'the config file called process.kill(process.pid) while loading'],
    ['signals the process that started it, and catches the throw', "import { kill } from 'node:process';\ntry {\n  kill(process.ppid, 'SIGKILL');\n} catch {}\nexport default { title: 'T' };\n", 3, 'the config file called process.kill(process.ppid, "SIGKILL") while loading'],
    ['calls process.abort()', "export default { title: 'T' };\nprocess.abort();\n", 2, 'the config file called process.abort() while loading'],
  ])('names the file of a config that %s, and this process goes on', async (_, source, line, message) => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'site.config.ts'), source);
    const error = (await evaluateModule(dir, path.join(dir, 'site.config.ts'), 'the config file').catch((e: unknown) => e)) as LegaldocsError;
    expect(error.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([`site.config.ts:${line} ${message}`]);
  });

  it('stops a config at the limit LEGALDOCS_CONFIG_TIMEOUT sets, and says how to raise it', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'slow.config.ts'), "await new Promise((resolve) => setTimeout(resolve, 60_000));\nexport default { title: 'T' };\n");
    process.env.LEGALDOCS_CONFIG_TIMEOUT = '0.3';
    try {
      const error = (await evaluateModule(dir, path.join(dir, 'slow.config.ts'), 'the config file').catch((e: unknown) => e)) as LegaldocsError;
      expect(error.diagnostics.map((d) => `${d.file} ${d.message} | ${d.hint}`)).toEqual([
        'slow.config.ts the config file was still running after 0.3 s (an endless loop, or work that never ends) | Fix the loop or the wait in the file: loading it should take moments. If it really needs longer, allow more seconds with LEGALDOCS_CONFIG_TIMEOUT (e.g. LEGALDOCS_CONFIG_TIMEOUT=60).',
      ]);
    } finally {
      delete process.env.LEGALDOCS_CONFIG_TIMEOUT;
    }
  });

  // Prettier-formatted, as configs are; `line 6` is where the mistake is typed below.
  const config = (line6: string) =>
    [
      "import { defineConfig } from 'legaldocs';",
      '',
      'export default defineConfig({',
      "  title: 'Legal',",
      '  i18n: {',
      line6,
      "    locales: { en: { label: 'English' } },",
      '  },',
      '  docs: {',
      "    mainDocId: 'intro',",
      "    sidebars: { main: { dirName: '.' } },",
      '  },',
      '});',
      '',
    ].join('\n');
  const firstError = async (source: string) => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'site.config.ts'), source);
    const error = await evaluateModule(dir, path.join(dir, 'site.config.ts'), 'the config file').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LegaldocsError);
    return (error as LegaldocsError).diagnostics[0]!;
  };

  it.each([
    ['an unterminated template literal', "    defaultLocale: `en',", 20, 'the template literal "`" opened here is never closed (esbuild stopped at line 14: Unterminated string literal)'],
    ['a brace never closed', "    defaultLocale: 'en', extra: {", 33, 'the brace "{" opened here is never closed (esbuild stopped at line 13: Expected "}" but found ")")'],
    ['a parenthesis never closed', "    defaultLocale: ('en',", 20, 'the parenthesis "(" opened here is never closed (esbuild stopped at line 8: Unexpected "}")'],
  ])('reports %s where it was typed, not where esbuild gave up', async (_, line6, column, message) => {
    expect(await firstError(config(line6))).toMatchObject({ file: 'site.config.ts', line: 6, column, message: `the config file does not compile: ${message}` });
  });

  it('reports an error thrown while the module loads at the line that threw', async () => {
    expect(await firstError(config('    defaultLocale: missingVariable,'))).toMatchObject({
      file: 'site.config.ts',
      line: 6,
      column: 20,
      message: 'the config file threw while loading: missingVariable is not defined',
    });
  });
});
