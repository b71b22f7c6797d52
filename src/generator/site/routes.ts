// The route table: every page of every published locale, each with its output file; routes that
// would write one file are reported. In: identities, pages and index pages per locale; out: Routes.

import type { SiteConfig } from '../../config/schema.ts';
import { DuplicateRoute, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { localizedPath, outputFile } from '../../shared/urls.ts';
import { docsRoot } from './doc-ids.ts';
import type { Identities } from './identities.ts';
import type { Sidebars } from './sidebar-trees.ts';
import type { Route, RouteKind, Site } from './site.ts';
import type { ChangePage } from './version-pages.ts';

/** What the route table is made of. */
export interface RouteSources {
  config: SiteConfig;
  locales: readonly string[];
  known: Identities;
  sidebars: Sidebars;
  changePages: readonly ChangePage[];
  docs: Site['docs'];
  categoryPages: Site['categoryPages'];
  urlOf: (locale: string, sitePath: string) => string;
}

/**
 * Each locale's routes: home, search, the docs landing (unless a document is published at /docs, or
 * the documents are at the site's root),
 * its documents, changes pages whose versions it has, category index pages and the not-found page.
 */
export function routeTable({ config, locales, known, sidebars, changePages, docs, categoryPages, urlOf }: RouteSources): { kept: Route[]; diagnostics: Diagnostic[] } {
  const routes: Route[] = [];
  const route = (kind: RouteKind, locale: string, sitePath: string, target: Pick<Route, 'docId' | 'category' | 'compare'> = {}) => {
    // The not-found page is `404.html` in either output layout: where static hosts look for it.
    const p = kind === 'not-found' ? localizedPath(config.baseUrl, locale, config.i18n.defaultLocale, sitePath) : urlOf(locale, sitePath);
    routes.push({ kind, locale, path: p, file: outputFile(config.baseUrl, p), ...target });
  };
  // A document published at /docs (slug: /) is the docs landing page, as in Docusaurus; with the
  // documents at the site's root, it is the home page, and the home page lists them all.
  const root = docsRoot(config);
  const docsHome = known.ids.some((id) => known.sitePathOf.get(id) === (root || '/'));
  for (const locale of locales) {
    const pages = docs[locale]!;
    if (root || !docsHome) route('home', locale, '/');
    route('search', locale, '/search');
    if (root && !docsHome) route('docs-index', locale, root);
    for (const id of known.ids) if (pages[id]) route('doc', locale, known.sitePathOf.get(id)!, { docId: id });
    for (const c of changePages) if (pages[c.id] && pages[c.compare.from] && pages[c.compare.to]) route('changes', locale, c.sitePath, { docId: c.id, compare: c.compare });
    for (const slug of Object.keys(categoryPages[locale]!).sort()) route('category', locale, `${root}${slug}`, { category: slug });
    route('not-found', locale, '/404');
  }
  return routeClashes(routes, config.i18n.defaultLocale, known, sidebars);
}

/**
 * Routes that would write one file: the first is kept. Only a category index page can lose (its
 * slug is the URL of a document or another page), and that is reported once, for the default locale.
 */
function routeClashes(routes: readonly Route[], defaultLocale: string, known: Identities, sidebars: Sidebars): { kept: Route[]; diagnostics: Diagnostic[] } {
  const byFile = new Map<string, Route>();
  const kept: Route[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const r of routes) {
    const taken = byFile.get(r.file);
    if (!taken) {
      byFile.set(r.file, r);
      kept.push(r);
      continue;
    }
    if (r.kind !== 'category' || r.locale !== defaultLocale) continue;
    const holder = taken.docId ? `the document "${known.byId.get(taken.docId)?.file}"` : `the ${taken.kind} page`;
    diagnostics.push(
      new DuplicateRoute(`the index page of category "${sidebars.indexPages.get(r.category!)?.node.label}" would publish at "${r.path}", where ${holder} is; only the latter is kept`, {
        hint: "Give the category's link another slug: { type: 'generated-index', slug: '…' }.",
      }).toDiagnostic(),
    );
  }
  return { kept, diagnostics };
}
