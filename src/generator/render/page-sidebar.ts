// The part of a sidebar one page carries. A small sidebar goes whole into every page, as it always
// has (collapsed categories keep their links in the page, for readers without JavaScript and for
// find-in-page); a large one is cut to a fixed number of entries, nearest to the page first: the
// top level, the categories that lead to the page and the block of entries it is in with its
// neighbours, then what else fits, breadth first. The cut depends on the block, not on the page, so
// the pages of a block share it (and the file the client loads it from, route-sidebars.ts). A
// category whose entries were cut says how many it has and links to where they all are; the whole
// sidebar is published once per sidebar and locale, for the browser to load when a reader opens
// such a category. So a page weighs the same in a site of 30 documents or 5,000.
// In: a locale's sidebar, the page's address and where the full list is; out: the page's sidebar
// view, and the shared file of the whole sidebar.

import type { SidebarItemView, SidebarView } from '../../components/props.ts';
import { sha256 } from '../runtime/sha256.ts';

/**
 * Entries (links and categories) a page's sidebar carries at most, besides those leading to the
 * page. Each page's HTML holds its sidebar twice (the wide layout's and the mobile menu's): at 100
 * entries a page of a 5,000-document site weighed over twice one of a 30-document site.
 */
export const SIDEBAR_ENTRIES = 70;
/** The pages of a list are cut alike in blocks of this many entries: each block's pages share one cut. */
const BLOCK = 25;

type Category = Extract<SidebarItemView, { type: 'category' }>;

const size = (items: readonly SidebarItemView[]): number => items.reduce((n, i) => n + 1 + (i.type === 'category' ? size(i.items) : 0), 0);


/** A sidebar too large to go whole into each page: its data file, published once. */
export interface FullSidebar {
  /** `assets/data/<locale>-sidebar-<hash>.json`: immutable, so browsers keep it. */
  file: string;
  url: string;
  json: string;
}

const fullFiles = new WeakMap<readonly SidebarItemView[], FullSidebar | undefined>();

/** The shared file of a sidebar that pages carry in part (made once per sidebar), or undefined for one that fits whole. */
export function fullSidebar(items: readonly SidebarItemView[], locale: string, baseUrl: string): FullSidebar | undefined {
  if (fullFiles.has(items)) return fullFiles.get(items);
  let full: FullSidebar | undefined;
  if (size(items) > SIDEBAR_ENTRIES) {
    const json = JSON.stringify(items);
    const file = `assets/data/${locale}-sidebar-${sha256(json).slice(0, 12)}.json`;
    full = { file, url: baseUrl + file, json };
  }
  fullFiles.set(items, full);
  return full;
}

/** Indexes of a list of `length` entries, from `focus` outwards: focus, focus - 1, focus + 1, … */
function* outwards(length: number, focus: number): Generator<number> {
  for (let d = 0; d < length; d++) {
    if (focus - d >= 0 && d > 0) yield focus - d;
    if (focus + d < length) yield focus + d;
    if (focus - d < 0 && focus + d >= length) return;
  }
}

const ways = new WeakMap<readonly SidebarItemView[], Map<string, number[]>>();
/** For each address in a sidebar, the index of each entry on the way to it (made once per sidebar). */
function wayTo(items: readonly SidebarItemView[], href: string): number[] {
  let map = ways.get(items);
  if (!map) {
    const found = new Map<string, number[]>();
    const walk = (list: readonly SidebarItemView[], way: number[]) =>
      list.forEach((item, i) => {
        const here = [...way, i];
        if (item.href !== undefined && !found.has(item.href)) found.set(item.href, here);
        if (item.type === 'category') walk(item.items, here);
      });
    walk(items, []);
    ways.set(items, (map = found));
  }
  return map.get(href) ?? [];
}

/**
 * The sidebar a page at `current` shows: the whole of it when it fits, else cut to SIDEBAR_ENTRIES
 * entries (plus the categories that lead to the page, always there). `moreHref` names where a cut
 * category's entries all are (its own page, or the documents index), or the sidebar's top level.
 * Costs what the page carries, not what the sidebar holds.
 */
export function pageSidebar(sidebar: SidebarView, current: string, moreHref: (category?: Category) => string, full: FullSidebar | undefined): SidebarView {
  if (!full) return sidebar;
  // The way to the page, its last step replaced by the start of its block (a category page's own
  // entries are shown too, so a category keeps its index).
  const way = wayTo(sidebar.items, current);
  const lastList = way.slice(0, -1).reduce<readonly SidebarItemView[]>((list, i) => (list[i] as Category).items, sidebar.items);
  const last = way.at(-1);
  const inBlock = last !== undefined && lastList[last]?.type !== 'category';
  const step = inBlock ? last - (last % BLOCK) : last;
  const key = `${way.slice(0, -1).join('.')}|${step ?? ''}|${inBlock}`;
  let made = cuts.get(sidebar.items);
  if (!made) cuts.set(sidebar.items, (made = new Map()));
  const known = made.get(key);
  if (known) return known;
  const view = cutSidebar(sidebar, step === undefined ? [] : [...way.slice(0, -1), step], inBlock, moreHref, full);
  made.set(key, view);
  return view;
}

const cuts = new WeakMap<readonly SidebarItemView[], Map<string, SidebarView>>();

/**
 * The cut of a sidebar along `way` (indexes of the entries leading on, the last one an entry's or,
 * when `block` is set, the first of a block of BLOCK entries kept whole).
 */
function cutSidebar(sidebar: SidebarView, way: readonly number[], block: boolean, moreHref: (category?: Category) => string, full: FullSidebar): SidebarView {
  // The indexes kept of each list shown.
  const kept = new Map<readonly SidebarItemView[], Set<number>>();
  let left = SIDEBAR_ENTRIES;
  const keep = (list: readonly SidebarItemView[], i: number) => {
    let set = kept.get(list);
    if (!set) kept.set(list, (set = new Set()));
    if (set.has(i)) return;
    set.add(i);
    left--;
  };
  const take = (list: readonly SidebarItemView[], focus: number) => {
    for (const i of outwards(list.length, focus)) {
      if (left <= 0) return;
      keep(list, i);
    }
  };
  // The way to the page first (its whole block), then each level's entries around the one that leads on.
  let list: readonly SidebarItemView[] = sidebar.items;
  const lists: (readonly SidebarItemView[])[] = [list];
  const focus = [...way];
  for (const [depth, i] of way.entries()) {
    if (block && depth === way.length - 1) {
      for (let j = i; j < Math.min(i + BLOCK, list.length); j++) keep(list, j);
      focus[depth] = Math.min(i + Math.floor(BLOCK / 2), list.length - 1);
      break;
    }
    keep(list, i);
    const step = list[i]!;
    if (step.type !== 'category') break;
    lists.push((list = step.items));
  }
  lists.forEach((l, depth) => take(l, focus[depth] ?? 0));
  // Then what else fits, level by level: categories shown open first, then the collapsed ones.
  for (const open of [true, false]) {
    let level: (readonly SidebarItemView[])[] = [sidebar.items];
    while (level.length && left > 0) {
      const next: (readonly SidebarItemView[])[] = [];
      for (const l of level) {
        for (const i of [...(kept.get(l) ?? [])].sort((a, b) => a - b)) {
          const item = l[i]!;
          if (item.type !== 'category') continue;
          if (!item.collapsed === open) take(item.items, 0);
          next.push(item.items);
        }
      }
      level = next;
    }
  }
  const cut = (items: readonly SidebarItemView[]): SidebarItemView[] =>
    [...(kept.get(items) ?? [])]
      .sort((a, b) => a - b)
      .map((i) => {
        const item = items[i]!;
        if (item.type === 'link') return item;
        const shown = cut(item.items);
        return { ...item, items: shown, ...(shown.length < item.items.length ? { more: { count: item.items.length, href: moreHref(item) } } : {}) };
      });
  const items = cut(sidebar.items);
  return { ...sidebar, items, full: full.url, ...(items.length < sidebar.items.length ? { more: { count: sidebar.items.length, href: moreHref() } } : {}) };
}
