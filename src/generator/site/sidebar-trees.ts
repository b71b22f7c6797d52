// Sidebar assembly: each sidebar's items resolved against the documents and folder categories,
// the sidebar each document belongs to and each sidebar's link. In: the site's input; out: Sidebars.

import GithubSlugger from 'github-slugger';
import type { SiteConfig } from '../../config/schema.ts';
import { locateKey } from '../../config/locate.ts';
import { DuplicateRoute, UnknownReference, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { configSidebars, everyDocument } from '../content/sidebars-file.ts';
import { listAvailable } from './available.ts';
import { docsRoot } from './doc-ids.ts';
import type { Identities } from './identities.ts';
import { indexCategories, resolveSidebar, sidebarDocIds, type CategoryMeta, type SidebarDoc, type SidebarNode, type SidebarProblem } from './sidebars.ts';
import type { SiteInput } from './site.ts';

export type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

/** Each sidebar resolved against the documents, locale-independent. */
export interface Sidebars {
  trees: Map<string, SidebarNode[]>;
  /** doc id → the first sidebar listing it. */
  sidebarOf: Map<string, string>;
  version: Record<string, { link: string }>;
  /** Categories with a generated index page, by slug: their sidebar and node. */
  indexPages: Map<string, { sidebarId: string; node: CategoryNode }>;
}

/** Resolves each sidebar, reports what its items name that does not exist, and works out the doc each one links to (the check step checks the config's links). */
export function sidebarTrees(input: SiteInput, drafts: readonly string[], known: Identities, diagnostics: Diagnostic[]): Sidebars {
  const { config } = input;
  const configAt = (keyPath: string[]) => locateKey(input.configSource, keyPath) ?? {};
  const source = input.sidebars ?? (config.docs.sidebars ? configSidebars(config.docs.sidebars, input.configFile, configAt) : everyDocument(input.configFile));
  const defaultLocale = input.config.i18n.defaultLocale;
  const folders = new Map(input.categories.filter((c) => c.locale === defaultLocale).map((c) => [c.dir, c as CategoryMeta]));
  const listed = (id: string) => known.byId.has(id) && !known.byId.get(id)!.frontMatter.unlisted;
  const docs: SidebarDoc[] = known.ids.filter(listed).map((id) => ({ id, relPath: known.byId.get(id)!.relPath, position: known.positionOf.get(id) }));
  // Default index slugs are unique within a docs version, below its URL segment.
  const sluggers = new Map<string, GithubSlugger>();
  const trees = new Map<string, SidebarNode[]>();
  const sidebarOf = new Map<string, string>();
  const version: Record<string, { link: string }> = {};
  const indexPages = new Map<string, { sidebarId: string; node: CategoryNode }>();
  for (const [sidebarId, items] of Object.entries(source.items)) {
    const problems: SidebarProblem[] = [];
    const versionPath = source.versionOf?.[sidebarId] ?? '';
    const base = versionPath ? `/${versionPath}` : '';
    const slugger = sluggers.get(base) ?? sluggers.set(base, new GithubSlugger()).get(base)!;
    const file = source.fileOf?.(sidebarId) ?? source.file;
    const tree = resolveSidebar(items, {
      docs,
      categories: folders,
      exists: (id) => known.byId.has(id) || drafts.includes(id),
      listed,
      labelOf: (id) => {
        const doc = known.byId.get(id);
        return doc && (doc.frontMatter.sidebar_label ?? doc.title);
      },
      slug: (label) => `${base}/category/${slugger.slug(label)}`,
      base,
      problems,
    });
    for (const { id, what, file: own } of problems) {
      diagnostics.push(
        new UnknownReference(`sidebar "${sidebarId}": the ${what} names doc id "${id}", which does not exist`, {
          ...(own ? { file: own } : { file, ...source.locate(id, sidebarId) }),
          hint: listAvailable(id, known.ids),
        }).toDiagnostic(),
      );
    }
    const order = sidebarDocIds(tree);
    // An empty sidebar has no page (the check step reports one the config defines).
    if (!tree.length) continue;
    trees.set(sidebarId, tree);
    for (const id of order) if (!sidebarOf.has(id)) sidebarOf.set(id, sidebarId);
    for (const node of indexCategories(tree)) {
      const slug = (node.link as { slug: string }).slug;
      const taken = indexPages.get(slug);
      if (taken) {
        diagnostics.push(
          new DuplicateRoute(`categories "${taken.node.label}" and "${node.label}" both publish their index page at "${docsRoot(config)}${slug}"; only the first is kept`, {
            file,
            ...source.locate(node.label, sidebarId),
            hint: "Give one of them another slug in its link: { type: 'generated-index', slug: '…' }.",
          }).toDiagnostic(),
        );
        continue;
      }
      indexPages.set(slug, { sidebarId, node });
    }
    const configured = source.links[sidebarId];
    const link = configured !== undefined && known.byId.has(configured) ? configured : order[0];
    if (link !== undefined) version[sidebarId] = { link };
  }
  return { trees, sidebarOf, version, indexPages };
}

/** The docs version's main document: the config's, else the document at /docs, else the first sidebar's first (as Docusaurus). */
export function mainDocOf(config: SiteConfig, known: Identities, sidebars: Sidebars): string {
  if (config.docs.mainDocId !== undefined) return config.docs.mainDocId;
  const home = known.ids.find((id) => known.sitePathOf.get(id) === (docsRoot(config) || '/'));
  const first = Object.values(sidebars.version)[0]?.link;
  return home ?? first ?? known.ids[0] ?? '';
}
