// Category index pages: a sidebar's categories with a generated index, each a page of cards for its
// entries, in one locale. In: the sidebar's tree, its localized items and the locale's pages; out: CategoryPages.

import type { CategoryCard, CategoryPage, DocPage } from './site.ts';
import type { CategoryNode, Sidebars } from './sidebar-trees.ts';
import type { SidebarItem, SidebarNode } from './sidebars.ts';

/** What a sidebar's index pages need of its locale. */
export interface IndexContext {
  locale: string;
  sidebarId: string;
  indexPages: Sidebars['indexPages'];
  pages: Record<string, DocPage>;
  urlOf: (sitePath: string) => string;
  /** Where the documents are published (docsRoot): index pages' slugs are below it. */
  root: string;
  indexTitle: (node: CategoryNode) => string;
  indexDescription: (node: CategoryNode) => string | undefined;
}

/** The index pages of the categories a sidebar holds (a slug's page belongs to the first sidebar with it), by slug. */
export function categoryPages(tree: readonly SidebarNode[], items: readonly SidebarItem[], ctx: IndexContext): Record<string, CategoryPage> {
  const { locale, sidebarId, pages, urlOf } = ctx;
  const out: Record<string, CategoryPage> = {};
  // The localized items mirror the tree, so each index category's entries are found by walking both.
  const walk = (nodes: readonly SidebarNode[], shown: readonly SidebarItem[]) => {
    nodes.forEach((node, i) => {
      const item = shown[i]!;
      if (node.type !== 'category' || item.type !== 'category') return;
      if (node.link?.type === 'generated-index' && ctx.indexPages.get(node.link.slug)?.node === node) {
        const description = ctx.indexDescription(node);
        out[node.link.slug] = {
          slug: node.link.slug,
          locale,
          permalink: urlOf(`${ctx.root}${node.link.slug}`),
          title: ctx.indexTitle(node),
          label: item.label,
          ...(description !== undefined ? { description } : {}),
          sidebarId,
          cards: categoryCards(node, item.items, pages),
        };
      }
      walk(node.items, item.items);
    });
  };
  walk(tree, items);
  return out;
}

/** A document's text for a card: its description, else its first paragraph, shortened. */
function excerpt(page: DocPage): string | undefined {
  if (page.description) return page.description;
  const first = page.sections.flatMap((s) => s.paragraphs)[0];
  if (!first) return undefined;
  return first.length <= 160 ? first : `${first.slice(0, first.lastIndexOf(' ', 157) > 80 ? first.lastIndexOf(' ', 157) : 157)}…`;
}

/** The cards of a category's index page: its entries, each with its text and URL in the locale. */
function categoryCards(node: CategoryNode, items: readonly SidebarItem[], pages: Record<string, DocPage>): CategoryCard[] {
  const firstHref = (item: SidebarItem): string | undefined => (item.type === 'link' ? item.href : (item.href ?? item.items.map(firstHref).find((h) => h !== undefined)));
  return node.items.flatMap((child, i): CategoryCard[] => {
    const item = items[i]!;
    if (child.type === 'doc' && item.type === 'link') {
      const page = pages[child.id];
      const text = page && excerpt(page);
      return [{ kind: 'doc', label: item.label, href: item.href, ...(text ? { description: text } : {}) }];
    }
    if (child.type === 'link' && item.type === 'link') return [{ kind: 'link', label: item.label, href: item.href }];
    if (child.type === 'category' && item.type === 'category') {
      const href = firstHref(item);
      if (href === undefined) return [];
      return [{ kind: 'category', label: item.label, href, count: item.items.length, ...(child.description ? { description: child.description } : {}) }];
    }
    return [];
  });
}
