// A page's part of its sidebar: the whole of a small one, a fixed number of entries nearest the page
// of a large one, with the way to the page always there and a link to where a cut category's entries are.
import { describe, expect, it } from 'vitest';
import type { SidebarItemView, SidebarView } from '../../../../src/components/props.ts';
import { fullSidebar, pageSidebar, SIDEBAR_ENTRIES } from '../../../../src/generator/render/page-sidebar.ts';

const link = (href: string): SidebarItemView => ({ type: 'link', label: href, href });
const category = (label: string, items: SidebarItemView[], collapsed = true): SidebarItemView => ({ type: 'category', label, collapsed, items });
/** `folders` folders of `docs` documents each, under `products` products. */
function sidebar(products: number, folders: number, docs: number): SidebarView {
  const items = Array.from({ length: products }, (_, p) =>
    category(`p${p}`, Array.from({ length: folders }, (_, f) => category(`p${p}f${f}`, Array.from({ length: docs }, (_, d) => link(`/docs/p${p}/f${f}/d${d}`))))),
  );
  return { id: 'main', label: 'Legal', href: '/docs/intro', items };
}
const entries = (items: readonly SidebarItemView[]): number => items.reduce((n, i) => n + 1 + (i.type === 'category' ? entries(i.items) : 0), 0);
const find = (items: readonly SidebarItemView[], label: string): Extract<SidebarItemView, { type: 'category' }> | undefined => {
  for (const i of items) {
    if (i.type !== 'category') continue;
    if (i.label === label) return i;
    const inside = find(i.items, label);
    if (inside) return inside;
  }
  return undefined;
};
const more = (c?: { label?: string }) => (c?.label ? `/docs/${c.label}` : '/docs#sidebar-main');
const view = (s: SidebarView, current: string) => pageSidebar(s, current, more, fullSidebar(s.items, 'en', '/'));

describe('pageSidebar', () => {
  it('gives a sidebar that fits to every page whole, with no file of its own', () => {
    const small = sidebar(3, 2, 5);
    expect(fullSidebar(small.items, 'en', '/')).toBeUndefined();
    expect(view(small, '/docs/p0/f0/d0')).toBe(small);
  });

  it('cuts a large sidebar to a fixed number of entries, the way to the page and its neighbours first', () => {
    const large = sidebar(10, 10, 50);
    const page = view(large, '/docs/p3/f7/d20');
    expect(entries(page.items)).toBeLessThanOrEqual(SIDEBAR_ENTRIES + 3);
    expect(page.items.map((i) => i.label)).toEqual(large.items.map((i) => i.label));
    const folder = find(page.items, 'p3f7')!;
    expect(folder.items.map((i) => i.label)).toContain('/docs/p3/f7/d20');
    expect(folder.items.map((i) => i.label)).toContain('/docs/p3/f7/d0');
    expect(folder.items.map((i) => i.label)).toContain('/docs/p3/f7/d49');
    expect(find(page.items, 'p3')!.items).toHaveLength(10);
    // A category shown without all its entries says how many it has and where they are.
    expect(find(page.items, 'p9')).toMatchObject({ items: [], more: { count: 10, href: '/docs/p9' } });
    expect(find(page.items, 'p0')).toMatchObject({ items: [], more: { count: 10, href: '/docs/p0' } });
    expect(find(page.items, 'p3f0')).toMatchObject({ items: [], more: { count: 50, href: '/docs/p3f0' } });
    expect(page.full).toBe(fullSidebar(large.items, 'en', '/')!.url);
    expect(JSON.parse(fullSidebar(large.items, 'en', '/')!.json)).toEqual(large.items);
  });

  it('shows the entries of a huge folder nearest the page, and the rest by a link, the top level too', () => {
    const flat: SidebarView = { id: 'main', label: 'Legal', href: '/docs/d0', items: Array.from({ length: 5000 }, (_, d) => link(`/docs/d${d}`)) };
    const page = view(flat, '/docs/d2500');
    expect(page.items).toHaveLength(SIDEBAR_ENTRIES);
    expect(page.items.map((i) => i.label)).toContain('/docs/d2480');
    expect(page.items.map((i) => i.label)).toContain('/docs/d2545');
    expect(page.more).toEqual({ count: 5000, href: '/docs#sidebar-main' });
  });

  it('cuts the pages of a block alike, so they share one cut (and its file), and keeps each page in its own', () => {
    const large = sidebar(10, 10, 50);
    const cuts = Array.from({ length: 50 }, (_, d) => view(large, `/docs/p3/f7/d${d}`));
    expect(new Set(cuts).size).toBe(2);
    cuts.forEach((cut, d) => expect(find(cut.items, 'p3f7')!.items.map((i) => i.label)).toContain(`/docs/p3/f7/d${d}`));
    expect(view(large, '/docs/p3/f6/d0')).not.toBe(cuts[0]);
  });

  it('weighs about the same in a site of 5,000 documents as in one of a few hundred', () => {
    const weight = (s: SidebarView) => JSON.stringify(view(s, '/docs/p1/f1/d1')).length;
    expect(weight(sidebar(10, 10, 50)) / weight(sidebar(3, 5, 10))).toBeLessThan(1.5);
  });
});
