// Sidebars: generated from the folder tree, sidebar_position and _category_.json.
// In: a sidebar definition, the documents (in the default locale) and categories; out: the
// locale-independent tree, which localizeSidebar turns into labelled items per locale.

import path from 'node:path';

export interface SidebarDefinition {
  dirName: string;
  exclude: string[];
}

/** What the sidebar needs of a document. */
export interface SidebarDoc {
  id: string;
  relPath: string;
  position?: number | undefined;
}

export interface CategoryMeta {
  label?: string | undefined;
  position?: number | undefined;
  collapsed?: boolean | undefined;
}

export type SidebarNode =
  | { type: 'doc'; id: string; position?: number | undefined; name: string }
  | { type: 'category'; dir: string; position?: number | undefined; name: string; collapsed: boolean; items: SidebarNode[] };

/** A sidebar entry as pages render it. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId: string; lang?: string }
  | { type: 'category'; label: string; collapsed: boolean; items: SidebarItem[] };

const isUnder = (dir: string, parent: string) => parent === '.' || dir === parent || dir.startsWith(`${parent}/`);

function order(a: SidebarNode, b: SidebarNode): number {
  // Positioned items first, by position; the rest by file or folder name (as Docusaurus does).
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa !== pb ? pa - pb : a.name.localeCompare(b.name);
}

/** Builds the tree of one sidebar. Folders become categories; empty folders are dropped. */
export function buildSidebarTree(def: SidebarDefinition, docs: readonly SidebarDoc[], categories: ReadonlyMap<string, CategoryMeta>): SidebarNode[] {
  const root = path.posix.normalize(def.dirName);
  const excluded = def.exclude.map((e) => path.posix.normalize(root === '.' ? e : `${root}/${e}`));
  const folders = new Map<string, SidebarNode[]>([[root, []]]);

  const folder = (dir: string): SidebarNode[] => {
    const existing = folders.get(dir);
    if (existing) return existing;
    const items: SidebarNode[] = [];
    folders.set(dir, items);
    const meta = categories.get(dir);
    folder(path.posix.dirname(dir)).push({
      type: 'category',
      dir,
      name: path.posix.basename(dir),
      position: meta?.position,
      collapsed: meta?.collapsed ?? true,
      items,
    });
    return items;
  };

  for (const doc of docs) {
    const dir = path.posix.dirname(doc.relPath);
    if (!isUnder(dir, root) || excluded.some((e) => isUnder(dir, e))) continue;
    folder(dir).push({ type: 'doc', id: doc.id, position: doc.position, name: path.posix.basename(doc.relPath) });
  }
  const sortDeep = (nodes: SidebarNode[]) => {
    nodes.sort(order);
    for (const n of nodes) if (n.type === 'category') sortDeep(n.items);
  };
  const top = folders.get(root)!;
  sortDeep(top);
  return top;
}

/** Document ids of a sidebar in reading order (what prev/next follow). */
export function sidebarDocIds(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'doc' ? [n.id] : sidebarDocIds(n.items)));
}

/** Labels a sidebar tree for one locale. */
export function localizeSidebar(
  nodes: readonly SidebarNode[],
  docLabel: (id: string) => { label: string; href: string; lang?: string },
  categoryLabel: (dir: string) => string,
): SidebarItem[] {
  return nodes.map((n) =>
    n.type === 'doc'
      ? { type: 'link', docId: n.id, ...docLabel(n.id) }
      : { type: 'category', label: categoryLabel(n.dir), collapsed: n.collapsed, items: localizeSidebar(n.items, docLabel, categoryLabel) },
  );
}
