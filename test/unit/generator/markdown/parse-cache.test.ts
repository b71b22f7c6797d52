// The parse cache: a document written is read back whole; a damaged entry, another text or another
// pipeline (salt) is a miss, so the document is parsed again.
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCache } from '../../../../src/generator/markdown/parse-cache.ts';
import type { Doc, MarkdownInput } from '../../../../src/generator/markdown/parse.ts';

const input: MarkdownInput = { file: 'content/docs/terms.md', relPath: 'terms.md', text: '# Terms\n\nYou agree.\n' };
const doc: Doc = {
  file: input.file,
  relPath: input.relPath,
  frontMatter: { title: 'Terms', sidebar_position: 2 },
  title: 'Terms',
  html: '<p>You agree — 利用規約.</p>',
  links: [],
  anchors: ['terms'],
  headings: [],
  sections: [],
  diagnostics: [{ severity: 'warning', code: 'X', message: 'm', file: input.file, line: 3 }],
} as unknown as Doc;

describe('parseCache', () => {
  it('reads back what it wrote, and misses another text or another pipeline', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-cache-'));
    const cache = parseCache(dir, 'salt-1');
    expect((await cache.read([input])).size).toBe(0);
    await cache.write([{ input, doc }]);
    expect((await cache.read([input])).get(0)).toEqual(doc);
    expect((await cache.read([{ ...input, text: `${input.text}More.\n` }])).size).toBe(0);
    expect((await parseCache(dir, 'salt-2').read([input])).size).toBe(0);
  });

  it('treats a damaged entry as a miss', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-cache-'));
    const cache = parseCache(dir, 'salt');
    await cache.write([{ input, doc }]);
    const [sub] = await readdir(dir);
    const [entry] = await readdir(path.join(dir, sub!));
    await writeFile(path.join(dir, sub!, entry!), 'not a serialised document');
    expect((await cache.read([input])).size).toBe(0);
  });
});
