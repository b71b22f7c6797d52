import { describe, expect, it } from 'vitest';
import { buildSidebarTree, localizeSidebar, sidebarDocIds } from '../../../src/generator/sidebars.ts';

const docs = [
  { id: 'intro', relPath: 'intro.md', position: 1 },
  { id: 'b/zeta', relPath: 'b/zeta.md' },
  { id: 'b/alpha', relPath: 'b/alpha.md' },
  { id: 'a/first', relPath: 'a/first.md', position: 2 },
  { id: 'a/deep/x', relPath: 'a/deep/x.md' },
  { id: 'archive/old', relPath: 'archive/old.md' },
];
const categories = new Map([
  ['a', { label: 'Group A', position: 3, collapsed: false }],
  ['b', { label: 'Group B', position: 2 }],
]);

describe('buildSidebarTree', () => {
  it('orders by position, then by name, with folders as categories', () => {
    const tree = buildSidebarTree({ dirName: '.', exclude: ['archive'] }, docs, categories);
    expect(sidebarDocIds(tree)).toEqual(['intro', 'b/alpha', 'b/zeta', 'a/first', 'a/deep/x']);
    expect(tree.map((n) => (n.type === 'doc' ? n.id : n.dir))).toEqual(['intro', 'b', 'a']);
  });

  it('lists only a sub-folder when dirName names one', () => {
    expect(sidebarDocIds(buildSidebarTree({ dirName: 'archive', exclude: [] }, docs, categories))).toEqual(['archive/old']);
  });

  it('collapses categories by default and follows _category_.json', () => {
    const tree = buildSidebarTree({ dirName: '.', exclude: ['archive'] }, docs, categories);
    const collapsed = Object.fromEntries(tree.flatMap((n) => (n.type === 'category' ? [[n.dir, n.collapsed]] : [])));
    expect(collapsed).toEqual({ a: false, b: true });
  });

  it('labels items per locale', () => {
    const tree = buildSidebarTree({ dirName: 'b', exclude: [] }, docs, categories);
    expect(localizeSidebar(tree, (id) => ({ label: id.toUpperCase(), href: `/${id}` }), (d) => d)).toEqual([
      { type: 'link', docId: 'b/alpha', label: 'B/ALPHA', href: '/b/alpha' },
      { type: 'link', docId: 'b/zeta', label: 'B/ZETA', href: '/b/zeta' },
    ]);
  });
});
