import { describe, expect, it } from 'vitest';
import { historyGraph, parseLog, type Commit, type SameText } from '../../../../src/generator/content/history-graph.ts';

const zero = '0'.repeat(40);
const blob = (name: string) => name.padEnd(40, '0');
/** A commit as `git log --format=<logFormat> --raw -z` prints it: `changes` maps a path to [old blob, new blob] (null: absent). */
const logged = (hash: string, parents: string[], time: number, subject: string, changes: Record<string, [string | null, string | null]>) =>
  `\0${hash}\x01${parents.join(' ')}\x01${time}\x01${subject}\0\n` +
  Object.entries(changes)
    .map(([path, [a, b]]) => `:${a ? '100644' : '000000'} ${b ? '100644' : '000000'} ${a ? blob(a) : zero} ${b ? blob(b) : zero} ${!a ? 'A' : !b ? 'D' : 'M'}\0${path}\0`)
    .join('');

const commit = (hash: string, parents: string[], changes: Record<string, [string | null, string | null]>): Commit => ({
  hash,
  parents,
  time: 0,
  subject: hash,
  changes: new Map(Object.entries(changes).map(([path, [a, b]]) => [path, { ...(a ? { old: blob(a) } : {}), ...(b ? { new: blob(b) } : {}) }])),
});

/** Blobs named `<text>` or `<text>~<n>` hold the same normalised text. */
const sameText: SameText = async (a, b) => a.replace(/0+$/, '').split('~')[0] === b.replace(/0+$/, '').split('~')[0];

async function subjects(graph: ReturnType<typeof historyGraph>, path: string, same: SameText = sameText) {
  const out: string[] = [];
  for await (const change of graph.textChanges(graph.tip!, path, same)) out.push(change.commit.hash);
  return out;
}

describe('parseLog', () => {
  it('reads commits, their rewritten parents, times, subjects and changes against the first parent', () => {
    const output = logged('c2', ['c1'], 200, 'edit: a, b', { 'docs/a.md': ['a1', 'a2'], 'docs/old.md': ['o1', null] }) + logged('c1', [], 100, 'first', { 'docs/a.md': [null, 'a1'] });
    const [c2, c1] = parseLog(output);
    expect(c2).toMatchObject({ hash: 'c2', parents: ['c1'], time: 200, subject: 'edit: a, b' });
    expect([...c2!.changes]).toEqual([
      ['docs/a.md', { old: blob('a1'), new: blob('a2') }],
      ['docs/old.md', { old: blob('o1') }],
    ]);
    expect(c1!.parents).toEqual([]);
    expect(c1!.changes.get('docs/a.md')).toEqual({ new: blob('a1') });
  });

  it('keeps a merge’s first diff only (an older git prints one per parent) and leaves out links and submodules', () => {
    const again = logged('m', ['p1', 'p2'], 300, 'merge', { 'docs/a.md': ['x', 'y'] });
    const link = '\0m2\x01p1\x01400\x01links\0\n:000000 120000 ' + zero + ' ' + blob('l') + ' A\0docs/link.md\0';
    const commits = parseLog(logged('m', ['p1', 'p2'], 300, 'merge', { 'docs/a.md': ['p', 'q'] }) + again + link);
    expect(commits.map((c) => c.hash)).toEqual(['m', 'm2']);
    expect(commits[0]!.changes.get('docs/a.md')).toEqual({ old: blob('p'), new: blob('q') });
    expect(commits[1]!.changes.size).toBe(0);
  });
});

describe('historyGraph', () => {
  it('finds a file’s blob at any commit along first parents, across the lines of merged branches', () => {
    // main: c1 → c2 → m (merging b1 → b2, branched from c1).
    const graph = historyGraph([
      commit('m', ['c2', 'b2'], { 'b.md': ['b1', 'b3'] }),
      commit('b2', ['b1'], { 'b.md': ['b1', 'b3'] }),
      commit('b1', ['c1'], { 'c.md': [null, 'c1'] }),
      commit('c2', ['c1'], { 'a.md': ['a1', 'a2'] }),
      commit('c1', [], { 'a.md': [null, 'a1'], 'b.md': [null, 'b1'] }),
    ]);
    const at = (hash: string) => ({ hash }) as Commit;
    expect(graph.tip!.hash).toBe('m');
    expect(graph.blobAt(at('m'), 'a.md')).toBe(blob('a2'));
    expect(graph.blobAt(at('b2'), 'a.md')).toBe(blob('a1'));
    expect(graph.blobAt(at('b2'), 'c.md')).toBe(blob('c1'));
    expect(graph.blobAt(at('c2'), 'c.md')).toBeUndefined();
    expect(graph.blobAt(at('m'), 'b.md')).toBe(blob('b3'));
  });

  it('walks the commits that changed a file’s text, skipping those that changed only its form', async () => {
    const graph = historyGraph([
      commit('c4', ['c3'], { 'a.md': ['two~1', 'two~2'] }),
      commit('c3', ['c2'], { 'a.md': ['one', 'two~1'] }),
      commit('c2', ['c1'], { 'a.md': ['one~1', 'one'] }),
      commit('c1', [], { 'a.md': [null, 'one~1'] }),
    ]);
    expect(await subjects(graph, 'a.md')).toEqual(['c3', 'c1']);
    // Byte for byte, every commit is a revision.
    expect(await subjects(graph, 'a.md', async (a, b) => a === b)).toEqual(['c4', 'c3', 'c2', 'c1']);
  });

  it('follows the parent whose text a merge kept: the first, else the side it took', async () => {
    // A pull request (p1) merged into main (m1); a vendor branch (v1: the same text as main's, reformatted) merged (m2).
    const graph = historyGraph([
      commit('m2', ['m1', 'v1'], { 'a.md': ['two', 'two~v'], 'c.md': [null, 'c'] }),
      commit('v1', ['c1'], { 'a.md': ['one', 'two~v'], 'c.md': [null, 'c'] }),
      commit('m1', ['c1', 'p1'], { 'a.md': ['one', 'two'] }),
      commit('p1', ['c1'], { 'a.md': ['one', 'two'] }),
      commit('c1', [], { 'a.md': [null, 'one'] }),
    ]);
    expect(await subjects(graph, 'a.md')).toEqual(['p1', 'c1']);
    expect(await subjects(graph, 'c.md')).toEqual(['v1']);
  });

  it('stops at a file’s addition, and knows a file deleted since as absent', async () => {
    const graph = historyGraph([commit('c2', ['c1'], { 'a.md': ['one', null] }), commit('c1', [], { 'a.md': [null, 'one'] })]);
    expect(await subjects(graph, 'a.md')).toEqual([]);
    expect(graph.blobAt(graph.tip!, 'a.md')).toBeUndefined();
  });
});
