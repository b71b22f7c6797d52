// Sidebars: the items a sidebar is written with (Docusaurus's: docs, links, categories, folders to
// generate from) resolved against the documents into one locale-independent tree, which
// localizeSidebar labels per locale. In: item definitions, documents and folder categories; out: trees.

import path from 'node:path';
import type { CategoryLink, SidebarItemDef } from '../content/sidebar-items.ts';
import { isCategoryIndex, stripNumberPrefix } from './doc-ids.ts';

/** What the sidebar needs of a document. */
export interface SidebarDoc {
  id: string;
  relPath: string;
  position?: number | undefined;
}

/** A folder's `_category_` file, as the sidebar reads it. */
export interface CategoryMeta {
  label?: string | undefined;
  position?: number | undefined;
  collapsed?: boolean | undefined;
  collapsible?: boolean | undefined;
  /** null: no link, not even the folder's index document. */
  link?: CategoryLink | null | undefined;
  key?: string | undefined;
  description?: string | undefined;
  /** The `_category_` file, for a problem in it. */
  file?: string | undefined;
}

/** A category link once resolved: a doc id, or a generated index page at a slug below /docs. */
export type ResolvedLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug: string; title?: string; description?: string };

export type SidebarNode =
  /** `ref`: shown here, but the document belongs to another sidebar. `label`: written in the sidebar, not the document's own. */
  | { type: 'doc'; id: string; label?: string; key?: string; ref?: boolean }
  | { type: 'link'; href: string; label: string; key?: string }
  | {
      type: 'category';
      /** The default locale's label; the translation key is `key`. */
      label: string;
      key: string;
      /** The folder it was generated from, whose translated `_category_` files label it. */
      dir?: string;
      /** True when the label is the linked document's, which each locale has in its own words. */
      labelFromDoc?: boolean;
      collapsed: boolean;
      link?: ResolvedLink;
      description?: string;
      items: SidebarNode[];
    };

/** A sidebar entry as pages render it. A category with an `href` links to its document or index page. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; lang?: string }
  | { type: 'category'; label: string; collapsed: boolean; href?: string; items: SidebarItem[] };

/** A sidebar item that names something that does not exist, for the site step to report. */
export interface SidebarProblem {
  /** The doc id as written. */
  id: string;
  /** What refers to it, e.g. 'doc item' or 'link of category "Guides"'. */
  what: string;
  /** The `_category_` file that names it; none: the sidebar's own definition. */
  file?: string;
}

export interface ResolveContext {
  /** The documents folders generate items from (published and listed). */
  docs: readonly SidebarDoc[];
  /** True for a doc id of any document, drafts included: others are reported. */
  exists: (id: string) => boolean;
  /** True for a published, listed document: a sidebar shows no other. */
  listed: (id: string) => boolean;
  /** Folder categories by folder (relative to the docs folder). */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** The default-locale sidebar label of a document, for categories labelled by their document. */
  labelOf: (id: string) => string | undefined;
  /** Makes a category's default index slug (`/category/<label>`), unique across the site. */
  slug: (label: string) => string;
  problems: SidebarProblem[];
}

const isUnder = (dir: string, parent: string) => parent === '.' || dir === parent || dir.startsWith(`${parent}/`);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A generated item before sorting: its position and the file or folder name it sorts by. */
interface Sortable {
  node: SidebarNode;
  position: number | undefined;
  source: string;
}

function sortItems(items: Sortable[]): SidebarNode[] {
  // By position (unpositioned last), then by file or folder name as written: Docusaurus's order.
  return items
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) || byCodeUnit(a.source, b.source))
    .map((i) => i.node);
}

/** The items of one folder generated from its documents and sub-folders. */
function generate(dirName: string, exclude: readonly string[], ctx: ResolveContext): SidebarNode[] {
  const root = path.posix.normalize(dirName);
  const excluded = exclude.map((e) => path.posix.normalize(root === '.' ? e : `${root}/${e}`));
  const docs = ctx.docs.filter((d) => {
    const dir = path.posix.dirname(d.relPath);
    return isUnder(dir, root) && !excluded.some((e) => isUnder(dir, e));
  });

  const folder = (dir: string): Sortable[] => {
    const direct = docs.filter((d) => path.posix.dirname(d.relPath) === dir);
    const subfolders = new Set(
      docs
        .map((d) => path.posix.dirname(d.relPath))
        .filter((d) => d !== dir && isUnder(d, dir))
        .map((d) => (dir === '.' ? d.split('/')[0]! : `${dir}/${d.slice(dir.length + 1).split('/')[0]!}`)),
    );
    const items: Sortable[] = direct.map((d) => ({ node: { type: 'doc', id: d.id }, position: d.position, source: path.posix.basename(d.relPath) }));
    for (const sub of subfolders) {
      const made = category(sub);
      if (made) items.push(made);
    }
    return items;
  };

  const category = (dir: string): Sortable | undefined => {
    const meta = ctx.categories.get(dir);
    const items = folder(dir);
    const docItems = items.filter((i): i is Sortable & { node: { type: 'doc' } } => i.node.type === 'doc');
    // The linked document: the one _category_ names (by id within the folder, or whole), else
    // the folder's index document (index, README or the folder's own name) unless link is null.
    let linkedDoc: Sortable | undefined;
    if (meta?.link?.type === 'doc') {
      const wanted = meta.link.id;
      linkedDoc = docItems.find((i) => i.node.id.split('/').at(-1) === wanted || i.node.id === wanted);
      if (!linkedDoc) {
        const elsewhere = ctx.docs.find((d) => d.id === wanted);
        if (elsewhere) linkedDoc = { node: { type: 'doc', id: elsewhere.id }, position: elsewhere.position, source: path.posix.basename(elsewhere.relPath) };
        else if (!ctx.exists(wanted)) ctx.problems.push({ id: wanted, what: `link of the category of folder "${dir}"`, ...(meta.file ? { file: meta.file } : {}) });
      }
    } else if (meta?.link === undefined) {
      linkedDoc = docItems.find((i) => isCategoryIndex(docs.find((d) => d.id === i.node.id)!.relPath));
    }
    const linkedId = linkedDoc?.node.type === 'doc' ? linkedDoc.node.id : undefined;
    const rest = sortItems(items.filter((i) => i !== linkedDoc));
    const name = stripNumberPrefix(path.posix.basename(dir));
    const fromDoc = meta?.label === undefined && linkedId !== undefined ? ctx.labelOf(linkedId) : undefined;
    const label = meta?.label ?? fromDoc ?? name.name;
    const link: ResolvedLink | undefined =
      linkedId !== undefined ? { type: 'doc', id: linkedId } : meta?.link?.type === 'generated-index' ? generatedIndex(meta.link, label, ctx) : undefined;
    const node = finishCategory({ label, key: meta?.key ?? label, dir, collapsed: meta?.collapsed, collapsible: meta?.collapsible, description: meta?.description, link, items: rest });
    if (!node) return undefined;
    if (node.type === 'category' && fromDoc !== undefined) node.labelFromDoc = true;
    return { node, position: meta?.position ?? linkedDoc?.position ?? name.prefix, source: path.posix.basename(dir) };
  };

  return sortItems(folder(root));
}

function generatedIndex(link: Extract<CategoryLink, { type: 'generated-index' }>, label: string, ctx: ResolveContext): ResolvedLink {
  const slug = link.slug === undefined ? ctx.slug(label) : `/${link.slug.replace(/^\/+/, '')}`;
  return { type: 'generated-index', slug, ...(link.title !== undefined ? { title: link.title } : {}), ...(link.description !== undefined ? { description: link.description } : {}) };
}

/**
 * A category as Docusaurus publishes it: with no items it is dropped, or, when it links to a
 * document, shown as a link to that document under the category's label. A category that cannot
 * be collapsed is open.
 */
function finishCategory(c: {
  label: string;
  key: string;
  dir?: string;
  collapsed?: boolean | undefined;
  collapsible?: boolean | undefined;
  description?: string | undefined;
  link: ResolvedLink | undefined;
  items: SidebarNode[];
}): SidebarNode | undefined {
  if (!c.items.length) return c.link?.type === 'doc' ? { type: 'doc', id: c.link.id, label: c.label, key: c.key } : undefined;
  return {
    type: 'category',
    label: c.label,
    key: c.key,
    ...(c.dir !== undefined ? { dir: c.dir } : {}),
    collapsed: c.collapsible === false ? false : (c.collapsed ?? true),
    ...(c.link ? { link: c.link } : {}),
    ...(c.description !== undefined ? { description: c.description } : {}),
    items: c.items,
  };
}

/** Resolves a sidebar's items: folders generated, doc ids checked (unknown ones become problems). */
export function resolveSidebar(items: readonly SidebarItemDef[], ctx: ResolveContext): SidebarNode[] {
  // A document that exists but is not shown (a draft, an unlisted one) is left out quietly.
  const shown = (id: string, what: string) => {
    if (!ctx.exists(id)) ctx.problems.push({ id, what });
    return ctx.listed(id);
  };
  const resolve = (item: SidebarItemDef): SidebarNode[] => {
    switch (item.type) {
      case 'autogenerated':
        return generate(item.dirName, item.exclude ?? [], ctx);
      case 'doc':
        return shown(item.id, item.ref ? 'ref item' : 'doc item') ? [{ ...item }] : [];
      case 'link':
        return [{ ...item }];
      case 'category': {
        let link: ResolvedLink | undefined;
        if (item.link?.type === 'doc') {
          if (shown(item.link.id, `link of category "${item.label}"`)) link = { type: 'doc', id: item.link.id };
        } else if (item.link?.type === 'generated-index') link = generatedIndex(item.link, item.label, ctx);
        const node = finishCategory({ ...item, key: item.key ?? item.label, link, items: item.items.flatMap(resolve) });
        return node ? [node] : [];
      }
    }
  };
  return items.flatMap(resolve);
}

/** A stop in a sidebar's reading order: a document, or a category's generated index page. */
export type Stop = { type: 'doc'; id: string } | { type: 'category'; slug: string };

/** The sidebar's pages in reading order (what prev/next follow): a category's own page before its items. */
export function readingOrder(nodes: readonly SidebarNode[]): Stop[] {
  return nodes.flatMap((n): Stop[] => {
    if (n.type === 'doc') return n.ref ? [] : [{ type: 'doc', id: n.id }];
    if (n.type === 'link') return [];
    const own: Stop[] = n.link ? [n.link.type === 'doc' ? { type: 'doc', id: n.link.id } : { type: 'category', slug: n.link.slug }] : [];
    return [...own, ...readingOrder(n.items)];
  });
}

/** Document ids of a sidebar in reading order. */
export function sidebarDocIds(nodes: readonly SidebarNode[]): string[] {
  return readingOrder(nodes).flatMap((s) => (s.type === 'doc' ? [s.id] : []));
}

/** Every category of a tree with a generated index page, outermost first. */
export function indexCategories(nodes: readonly SidebarNode[]): Extract<SidebarNode, { type: 'category' }>[] {
  return nodes.flatMap((n) => (n.type !== 'category' ? [] : [...(n.link?.type === 'generated-index' ? [n] : []), ...indexCategories(n.items)]));
}

export interface Labels {
  /** A document's label and URL in the locale (a doc item's own label goes through `text`). */
  doc: (id: string) => { label: string; href: string; lang?: string };
  /** A category's label in the locale. */
  category: (node: Extract<SidebarNode, { type: 'category' }>) => string;
  /** A generated index page's URL in the locale. */
  index: (slug: string) => string;
  /** Text written in the sidebar (a doc item's or a link's label), translated when the locale has it. */
  text: (kind: 'doc' | 'link', key: string, label: string) => string;
}

/** Labels a sidebar tree for one locale. */
export function localizeSidebar(nodes: readonly SidebarNode[], labels: Labels): SidebarItem[] {
  return nodes.map((n): SidebarItem => {
    if (n.type === 'doc') {
      const { label, href, lang } = labels.doc(n.id);
      return { type: 'link', docId: n.id, href, label: n.label === undefined ? label : labels.text('doc', n.key ?? n.label, n.label), ...(lang ? { lang } : {}) };
    }
    if (n.type === 'link') return { type: 'link', href: n.href, label: labels.text('link', n.key ?? n.label, n.label) };
    const href = n.link === undefined ? undefined : n.link.type === 'doc' ? labels.doc(n.link.id).href : labels.index(n.link.slug);
    return { type: 'category', label: labels.category(n), collapsed: n.collapsed, ...(href !== undefined ? { href } : {}), items: localizeSidebar(n.items, labels) };
  });
}
