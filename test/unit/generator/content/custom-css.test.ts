import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../../src/config/schema.ts';
import { readCustomCss } from '../../../../src/generator/content/custom-css.ts';

const config = (extra: Record<string, unknown>) =>
  configSchema.parse({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } }, footer: { copyright: 'c' }, ...extra });
const at = (keyPath: string[]) => ({ file: 'config/legal-docs.config.ts', line: keyPath.length });

/** A site folder holding `files`, and its customCss read. */
async function read(files: Record<string, string>, extra: Record<string, unknown> = { theme: { customCss: 'theme/brand.css' } }) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-custom-css-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return readCustomCss(root, config(extra), at);
}

describe("the site's own CSS", () => {
  it('is nothing when the config names none', async () => {
    expect(await read({}, {})).toEqual({ files: new Map(), inputs: [], diagnostics: [] });
  });

  it('bundles the files in order, imports inlined, url() files renamed by their hash under the base URL, and says which files it read', async () => {
    const css = await read(
      { 'theme/brand.css': "@import './palette.css';\n.mark { background: url('img/mark.svg'); }\n.logo { background: url(/legal/img/logo.png); }", 'theme/palette.css': ':root { --brand: #5b21b6 }', 'theme/img/mark.svg': '<svg/>', 'static/img/logo.png': 'png', 'theme/print.css': '.x{}' },
      { baseUrl: '/legal/', theme: { customCss: ['theme/brand.css', 'theme/print.css'] } },
    );
    expect(css.diagnostics).toEqual([]);
    expect(css.css!.indexOf('--brand: #5b21b6')).toBeLessThan(css.css!.indexOf('.mark'));
    expect(css.css!.indexOf('.mark')).toBeLessThan(css.css!.indexOf('.x'));
    const [media] = [...css.files.keys()];
    expect(media).toMatch(/^assets\/media\/mark-[A-Z0-9]+\.svg$/);
    expect(css.css).toContain(`url("/legal/${media}")`);
    // A file of static/, named from the site root, is left as written.
    expect(css.css).toContain('url(/legal/img/logo.png)');
    expect(css.inputs.sort()).toEqual(['theme/brand.css', 'theme/img/mark.svg', 'theme/palette.css', 'theme/print.css']);
    expect(JSON.parse(css.map!).sources).toContain('theme/palette.css');
  });

  it('is an error at the config key for a file that is not there', async () => {
    expect((await read({})).diagnostics).toEqual([
      { severity: 'error', code: 'missing-file', message: 'theme.customCss "theme/brand.css": there is no such file', file: 'config/legal-docs.config.ts', line: 2, hint: expect.stringContaining('relative to the site folder') },
    ]);
  });

  it('is an error at its line for a url() or @import whose file is missing, and for a kind of file pages cannot use', async () => {
    const { diagnostics, css } = await read({ 'theme/brand.css': "@import './gone.css';\n.a { background: url(./img/none.png) }\n.b { background: url(/img/none.png) }\n.c { background: url(./data.bin) }", 'theme/data.bin': 'x' });
    expect(css).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      ['invalid-css', 'theme/brand.css', 1, '"./gone.css": there is no such file'],
      ['invalid-css', 'theme/brand.css', 2, '"./img/none.png": there is no such file'],
      ['invalid-css', 'theme/brand.css', 3, 'url("/img/none.png"): there is no file "static/img/none.png"'],
      ['invalid-css', 'theme/brand.css', 4, '"./data.bin": a stylesheet can name fonts and images, not .bin files'],
    ]);
  });

  it("refuses another site's stylesheet by @import and warns of a url() the pages' policy blocks, unless head.stylesheets allows its fonts", async () => {
    const brand = "@import url('https://fonts.example.com/css2?family=Inter');\n@font-face { font-family: X; src: url(https://fonts.example.net/x.woff2) }";
    const { diagnostics } = await read({ 'theme/brand.css': brand });
    expect(diagnostics.map((d) => [d.severity, d.line, d.message.slice(0, 40)])).toEqual([
      ['error', 1, "@import of another site's stylesheet (ht"],
      ['warning', 2, 'url("https://fonts.example.net/x.woff2")'],
    ]);
    const allowed = await read({ 'theme/brand.css': brand.split('\n')[1]! }, { theme: { customCss: 'theme/brand.css' }, head: { stylesheets: [{ href: 'https://fonts.example.net/x.css', fonts: ['https://fonts.example.net'] }] } });
    expect(allowed.diagnostics).toEqual([]);
  });

  it('locates an unclosed rule at its brace', async () => {
    const { diagnostics } = await read({ 'theme/brand.css': ':root {\n  --link: #5b21b6;\n}\n.a {\n  color: red;\n' });
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'invalid-css', file: 'theme/brand.css', line: 4, column: 4, message: '"{" is never closed: "}" expected by line 6' }]);
  });
});
