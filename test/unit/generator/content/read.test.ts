import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../../src/generator/content/category-files.ts';
import { readContent } from '../../../../src/generator/content/read.ts';
import { contentLayout, layouts } from '../../../../src/generator/content/layout.ts';

const legaldocs = contentLayout(layouts.legaldocs.docs, layouts.legaldocs.translations);
const docusaurus = contentLayout(layouts.docusaurus.docs, layouts.docusaurus.translations);

/** A temporary site folder, and a writer for its files. */
async function site() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ld-content-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  return { root, write };
}

describe('decodeText', () => {
  it('reads UTF-8 and drops a byte-order mark', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFF# Título'), 'a.md')).toBe('# Título');
  });

  it('rejects a binary file and invalid UTF-8 with the file and what to do', () => {
    expect(decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'img.md')).toMatchObject({ code: 'unreadable-file', file: 'img.md', hint: expect.stringContaining('only documents end in .md') });
    expect(decodeText(new Uint8Array([0x61, 0x0a, 0x62, 0xff, 0x63]), 'bad.md')).toMatchObject({ code: 'unreadable-file', line: 2, hint: expect.stringContaining('UTF-8') });
  });
});

describe('readContent', () => {
  it('gives every locale every document, translated or flagged as a fallback', async () => {
    const { root, write } = await site();
    await write('content/docs/a.md', '# A');
    await write('content/docs/sub/b.md', '# B');
    await write('content/docs/sub/_category_.json', '{ "label": "Sub", "position": 2 }');
    await write('content/i18n/es/docs/a.md', '# A es');
    await write('content/i18n/es/docs/sub/_category_.json', '{ "label": "Sub es" }');
    await write('content/i18n/es/docs/orphan.md', '# no original');
    await write('static/img/x.png', 'png');
    await write('content/docs/sub/img/diagram.png', 'png');
    await write('content/docs/my forms/dpa.pdf', 'pdf');
    await write('content/i18n/es/docs/sub/img/diagrama.png', 'png es');
    await write('content/docs/.hidden/secret.txt', 'hidden');
    const content = await readContent(root, legaldocs, ['en', 'es'], 'en');
    expect(content.sources.map((s) => `${s.locale} ${s.relPath} ${s.file} ${s.fallback}`)).toEqual([
      'en a.md content/docs/a.md false',
      'en sub/b.md content/docs/sub/b.md false',
      'es a.md content/i18n/es/docs/a.md false',
      'es sub/b.md content/docs/sub/b.md true',
    ]);
    expect(content.categories.map((c) => `${c.locale} ${c.dir} ${c.label}`).sort()).toEqual(['en sub Sub', 'es sub Sub es']);
    expect(content.staticFiles).toEqual(['img/x.png']);
    // Files beside the documents are listed (published when a document refers to them), dot folders not.
    expect(content.docFiles).toEqual(['content/docs/my forms/dpa.pdf', 'content/docs/sub/img/diagram.png', 'content/i18n/es/docs/sub/img/diagrama.png']);
    expect([...content.docFileStamps.keys()].sort()).toEqual(content.docFiles);
    expect(content.diagnostics).toEqual([expect.objectContaining({ code: 'orphan-translation', severity: 'warning', file: 'content/i18n/es/docs/orphan.md' })]);
  });

  it('reports an invalid _category_.json or .yml with its line, and an unknown key', async () => {
    const { root, write } = await site();
    await write('content/docs/sub/a.md', '# A');
    await write('content/docs/sub/_category_.json', '{\n  "label": "Sub",\n  "position": ,\n}');
    await write('content/docs/other/b.md', '# B');
    await write('content/docs/other/_category_.yml', 'label: Other\nposition: [1\n');
    await write('content/docs/third/c.md', '# C');
    await write('content/docs/third/_category_.yaml', 'label: Third\ncolapsed: true\n');
    const content = await readContent(root, legaldocs, ['en'], 'en');
    expect(content.diagnostics).toEqual([
      expect.objectContaining({ code: 'invalid-category', file: 'content/docs/other/_category_.yml', line: 3, message: expect.stringContaining('invalid YAML') }),
      expect.objectContaining({ code: 'invalid-category', file: 'content/docs/sub/_category_.json', line: 3 }),
      expect.objectContaining({ code: 'invalid-category', file: 'content/docs/third/_category_.yaml', line: 2, message: '"content/docs/third/_category_.yaml" unknown key "colapsed"' }),
    ]);
  });

  it('reads a Docusaurus tree: _category_.yml with a link, and the sidebar label catalogs', async () => {
    const { root, write } = await site();
    await write('docs/guides/setup.md', '# Setup');
    await write('docs/guides/_category_.yml', "label: Guides\nposition: 2\nlink:\n  type: generated-index\n  title: All guides\n  slug: /guides\nclassName: red\n");
    await write('i18n/zh-Hans/docusaurus-plugin-content-docs/current/guides/setup.md', '# 设置');
    await write('i18n/zh-Hans/docusaurus-plugin-content-docs/current.json', JSON.stringify({ 'sidebar.tutorialSidebar.category.Guides': { message: '指南', description: 'The label' } }));
    const content = await readContent(root, docusaurus, ['en', 'zh-Hans'], 'en');
    expect(content.diagnostics).toEqual([]);
    expect(content.sources.map((s) => `${s.locale} ${s.file} ${s.fallback}`)).toEqual(['en docs/guides/setup.md false', 'zh-Hans i18n/zh-Hans/docusaurus-plugin-content-docs/current/guides/setup.md false']);
    expect(content.categories).toEqual([
      { locale: 'en', dir: 'guides', file: 'docs/guides/_category_.yml', label: 'Guides', position: 2, link: { type: 'generated-index', title: 'All guides', slug: '/guides' } },
    ]);
    expect(content.catalogs).toEqual([{ locale: 'zh-Hans', file: 'i18n/zh-Hans/docusaurus-plugin-content-docs/current.json', messages: { 'sidebar.tutorialSidebar.category.Guides': '指南' } }]);
  });

  it('warns of translations and documents where this layout does not read them, naming where they belong', async () => {
    const { root, write } = await site();
    await write('content/docs/a.md', '# A');
    await write('i18n/zh-Hans/docusaurus-plugin-content-docs/current/a.md', '# A zh');
    const content = await readContent(root, legaldocs, ['en', 'zh-Hans'], 'en');
    expect(content.diagnostics).toEqual([
      expect.objectContaining({
        code: 'misplaced-content',
        severity: 'warning',
        file: 'i18n/zh-Hans/docusaurus-plugin-content-docs/current',
        message: 'translations in "i18n/zh-Hans/docusaurus-plugin-content-docs/current" are not read: this site reads translations from "content/i18n/{locale}/docs"; its translations belong in "content/i18n/zh-Hans/docs"',
        hint: "Move the folder there, or set layout: 'docusaurus' (or docs.translationsPath) in the config if this is where the site keeps translations.",
      }),
    ]);
    const reverse = await site();
    await reverse.write('docs/a.md', '# A');
    await reverse.write('content/i18n/es/docs/a.md', '# A es');
    await reverse.write('content/docs/b.md', '# B');
    expect((await readContent(reverse.root, docusaurus, ['en', 'es'], 'en')).diagnostics.map((d) => d.message)).toEqual([
      'documents in "content/docs" are not read: this site reads documents from "docs"',
      'translations in "content/i18n/es/docs" are not read: this site reads translations from "i18n/{locale}/docusaurus-plugin-content-docs/current"; its translations belong in "i18n/es/docusaurus-plugin-content-docs/current"',
    ]);
  });

  it('leaves alone a folder of documents with a legaldocs config of its own (a second site, such as a tool\'s reference in docs/)', async () => {
    const { root, write } = await site();
    await write('content/docs/a.md', '# A');
    await write('docs/commands.md', '# Commands');
    await write('docs/legaldocs.config.ts', 'export default {};');
    expect((await readContent(root, legaldocs, ['en'], 'en')).diagnostics).toEqual([]);
  });

  it('names each Docusaurus config, UI string and theme file of a Docusaurus site as not read, with where it goes instead', async () => {
    const { root, write } = await site();
    await write('docs/a.md', '# A');
    await write('docusaurus.config.ts', 'export default {};');
    await write('i18n/fr/code.json', '{}');
    await write('i18n/fr/docusaurus-theme-classic/footer.json', '{}');
    await write('src/theme/Footer/index.js', 'export default () => null;');
    await write('src/css/custom.css', '');
    const warnings = (await readContent(root, docusaurus, ['en', 'fr'], 'en', ['en', 'fr'], {})).diagnostics;
    expect(warnings.map((d) => [d.severity, d.code, d.file, d.message])).toEqual([
      ['warning', 'misplaced-content', 'docusaurus.config.ts', '"docusaurus.config.ts" is only partly read: legaldocs takes its docs plugin\'s options (path, routeBasePath, exclude, sidebarPath) and every other setting from its own config file'],
      ['warning', 'misplaced-content', 'i18n/fr/code.json', '"i18n/fr/code.json" is not read: legaldocs has its own interface strings'],
      ['warning', 'misplaced-content', 'i18n/fr/docusaurus-theme-classic/footer.json', '"i18n/fr/docusaurus-theme-classic/footer.json" is not read: legaldocs has its own interface strings'],
      ['warning', 'misplaced-content', 'src/theme', '"src/theme" is not read: legaldocs renders pages with its own components, so swizzled ones are not used'],
    ]);
    expect(warnings[1]!.hint).toContain('write them in "i18n/fr/ui.json"');
    // A legaldocs config made from the Docusaurus config carries its settings: that file is not named then.
    const carried = (await readContent(root, docusaurus, ['en', 'fr'], 'en', ['en', 'fr'], { configMadeFrom: 'docusaurus.config.ts' })).diagnostics;
    expect(carried.map((d) => d.file)).toEqual(['i18n/fr/code.json', 'i18n/fr/docusaurus-theme-classic/footer.json', 'src/theme']);
    // Only a site configured as a Docusaurus site is searched for them.
    expect((await readContent(root, docusaurus, ['en', 'fr'], 'en')).diagnostics).toEqual([]);
  });

  it('is an error when the docs folder holds no document', async () => {
    const { root } = await site();
    expect((await readContent(root, docusaurus, ['en'], 'en')).diagnostics).toEqual([expect.objectContaining({ code: 'no-documents', severity: 'error', file: 'docs' })]);
  });
});
