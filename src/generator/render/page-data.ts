// Page data for the client router: each route's own data as a small file, and what all pages of a
// locale share (UI strings, chrome, sidebars, the list of routes) as one content-hashed file.
// In: the outputs plan and the Site; out: the data files added to the plan, each page given its locale file.

import { createHash } from 'node:crypto';
import type { PageProps } from '../../components/props.ts';
import type { HeadInput } from './html.ts';
import { pageMeta, type PageMeta } from './page-meta.ts';
import type { Output } from './plan.ts';
import type { Site } from '../site/site.ts';
import { routeDataFile } from '../../shared/urls.ts';

/** What differs from one page to the next; every other PageProps field is shared by the locale. */
const routeKeys = ['kind', 'path', 'locales', 'sidebars', 'doc', 'category', 'changes'] as const;
type RouteKey = (typeof routeKeys)[number];

/** One route's data: its own PageProps fields, the sidebars it shows (by id) and its title. */
export interface RouteData extends Pick<PageProps, Exclude<RouteKey, 'sidebars'>> {
  /** document.title of the page. */
  title: string;
  /** The rest of what its <head> says (description, canonical, hreflang versions, robots). */
  meta: PageMeta;
  /** Ids of the locale's sidebars this page shows, in order. */
  sidebars: string[];
  /** URL of the locale's shared data file. */
  localeData: string;
}

/** What every page of a locale shares, loaded once per locale. */
export interface LocaleData extends Omit<PageProps, RouteKey> {
  /** Every sidebar of the locale (a page picks its own by id). */
  sidebars: PageProps['sidebars'];
  /** URL paths of the locale's routes: the client routes these and leaves other URLs to the browser. */
  routes: string[];
  baseUrl: string;
}

/** A page's own data, given the URL of its locale's shared file. */
export function routeData(head: HeadInput, localeData: string): RouteData {
  const { kind, path, locales, sidebars, doc, category, changes } = head.props;
  return {
    kind,
    path,
    title: head.title,
    meta: pageMeta(head),
    locales,
    sidebars: sidebars.map((s) => s.id),
    ...(doc ? { doc } : {}),
    ...(category ? { category } : {}),
    ...(changes ? { changes } : {}),
    localeData,
  };
}

function sharedPart(props: PageProps): Omit<PageProps, RouteKey> {
  const shared: Partial<PageProps> = { ...props };
  for (const key of routeKeys) delete shared[key];
  return shared as Omit<PageProps, RouteKey>;
}

/**
 * The split is only right if the shared fields really are the same on every page of a locale;
 * a field added to PageProps that varies per page must be listed in routeKeys, and this says so.
 */
function assertShared(head: HeadInput, shared: LocaleData, sharedJson: Map<string, string>): void {
  for (const [key, value] of Object.entries(sharedPart(head.props))) {
    if (JSON.stringify(value) !== sharedJson.get(key)) {
      throw new Error(`page data: PageProps.${key} of ${head.path} differs from other pages of its locale; list "${key}" in routeKeys (src/generator/render/page-data.ts)`);
    }
  }
  for (const s of head.props.sidebars) {
    if (!shared.sidebars.some((t) => t.id === s.id)) throw new Error(`page data: sidebar "${s.id}" of ${head.path} is not among its locale's sidebars`);
  }
}

type PageOutput = Extract<Output, { type: 'page' }>;

/**
 * Adds `data/<page>.json` for every page and `assets/data/<locale>-<hash>.json` for every locale
 * (immutable, so browsers keep it), and points each page's head at its locale file.
 */
export function addPageData(outputs: Map<string, Output>, site: Site): void {
  const pages = [...outputs].filter((e): e is [string, PageOutput] => e[1].type === 'page');
  for (const locale of new Set(pages.map(([, p]) => p.route.locale))) {
    const own = pages.filter(([, p]) => p.route.locale === locale);
    // Index pages list every sidebar of the locale; a document page shows only its own.
    const index = own.find(([, p]) => p.route.kind !== 'doc' && p.route.kind !== 'category' && p.route.kind !== 'changes')![1].head().props;
    const shared: LocaleData = { ...sharedPart(index), sidebars: index.sidebars, routes: own.map(([, p]) => p.route.path), baseUrl: site.config.baseUrl };
    const json = JSON.stringify(shared);
    const file = `assets/data/${locale}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    const url = site.config.baseUrl + file;
    const sharedJson = new Map(Object.entries(sharedPart(index)).map(([k, v]) => [k, JSON.stringify(v)]));
    outputs.set(file, { type: 'file', content: () => json });
    for (const [pageFile, page] of own) {
      // The page and its data file are made from the same props, computed once and let go by
      // the data file (written right after the page): kept for every page, they held a large
      // site's whole HTML a second time.
      let made: HeadInput | undefined;
      const head = () => (made ??= { ...page.head(), localeData: url });
      const dataFile = routeDataFile(pageFile);
      outputs.set(pageFile, { ...page, head, alongside: [dataFile] });
      outputs.set(dataFile, {
        type: 'file',
        content: () => {
          const h = head();
          made = undefined;
          assertShared(h, shared, sharedJson);
          return JSON.stringify(routeData(h, url));
        },
      });
    }
  }
}
