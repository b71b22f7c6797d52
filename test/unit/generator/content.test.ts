import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText, readContent } from '../../../src/generator/content.ts';

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
    const root = await mkdtemp(path.join(os.tmpdir(), 'ld-content-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };
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
    const content = await readContent(root, ['en', 'es'], 'en');
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

  it('reports an invalid _category_.json with its line', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ld-content-'));
    await mkdir(path.join(root, 'content/docs/sub'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/sub/_category_.json'), '{\n  "label": "Sub",\n  "position": ,\n}');
    const content = await readContent(root, ['en'], 'en');
    expect(content.diagnostics).toEqual([expect.objectContaining({ code: 'invalid-category', file: 'content/docs/sub/_category_.json', line: 3 })]);
  });
});
