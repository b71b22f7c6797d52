// The parse cache: a document written is read back whole; a damaged entry, another text or another
// pipeline (salt) is a miss, so the document is parsed again; entries unused for a month are pruned.
import { mkdtemp, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheAges, parseCache } from '../../../../src/generator/markdown/parse-cache.ts';
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
  it('reads back what it wrote, and misses another text, other parse options or another pipeline', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-cache-'));
    const cache = parseCache(dir, 'salt-1');
    expect((await cache.read([input])).size).toBe(0);
    await cache.write([{ input, doc }]);
    expect((await cache.read([input])).get(0)).toEqual(doc);
    expect((await cache.read([{ ...input, text: `${input.text}More.\n` }])).size).toBe(0);
    expect((await cache.read([{ ...input, options: { variables: { site: { company: 'Acme' } }, mdxInMarkdown: false } }])).size).toBe(0);
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

  it('removes entries no run has used for a month, keeps the ones read since, and walks the cache once a day', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-cache-'));
    const cache = parseCache(dir, 'salt');
    const other = { ...input, text: 'An old revision.\n' };
    const third = { ...input, text: 'Another old revision.\n' };
    await cache.write([{ input, doc }, { input: other, doc }, { input: third, doc }]);
    const entries = async () => (await Promise.all((await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => readdir(path.join(dir, d.name)).then((names) => names.map((n) => path.join(dir, d.name, n)))))).flat();
    const old = (Date.now() - cacheAges.unusedMs - cacheAges.refreshMs) / 1000;
    for (const file of await entries()) await utimes(file, old, old);
    // Reading `input` marks its entry used; the other two stay a month and more old.
    expect((await cache.read([input])).size).toBe(1);
    await cache.prune();
    const [kept] = await entries();
    expect(await entries()).toEqual([kept]);
    expect((await cache.read([input])).get(0)).toEqual(doc);
    // Within a day of that walk, nothing is walked again, however old.
    await cache.write([{ input: other, doc }]);
    const [written] = (await entries()).filter((file) => file !== kept);
    await utimes(written!, old, old);
    await cache.prune();
    expect((await entries()).length).toBe(2);
    await cache.prune(Date.now() + cacheAges.everyMs + 1000);
    expect((await entries()).length).toBe(1);
    expect((await stat(path.join(dir, 'pruned'))).isFile()).toBe(true);
  });
});
