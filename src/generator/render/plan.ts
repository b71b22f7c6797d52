// The outputs plan: every file the site publishes, by path relative to the build folder.
// In: the Site, the built assets and the build time; out: a map of pages (rendered by the
// renderer, in batches for a build or one at a time in dev) and files computed on demand.

import type { BuiltAssets } from './assets.ts';
import { addConfigStylesheet } from './config-styles.ts';
import { addFeeds } from './feed.ts';
import type { HeadInput } from './html.ts';
import { addPageData } from './page-data.ts';
import { pageHead } from './page-head.ts';
import { pageProps } from './page-props.ts';
import { addHeadersFile } from './security-headers.ts';
import type { Route, Site } from '../site/site.ts';
import { sitemap } from './sitemap.ts';
import { addSearchOutputs } from '../search/search-files.ts';

export type Output =
  /** An HTML page: `head()` is everything the renderer needs (render.tsx turns it into HTML). */
  | {
      type: 'page';
      route: Route;
      head: () => HeadInput;
      /** Files made from the same head, which a build writes right after the page so the head can be let go. */
      alongside?: string[];
    }
  /** Any other file; computed only when asked for, so `dev` pays for what it serves. */
  | { type: 'file'; content: () => string | Uint8Array };

/** Plans the whole output. Steps that publish files (data, search) add their entries here. */
export function planOutputs(site: Site, built: BuiltAssets, now: Date): Map<string, Output> {
  const outputs = new Map<string, Output>();
  for (const [file, data] of built.files) outputs.set(file, { type: 'file', content: () => data });
  for (const file of site.files) {
    const published = site.publishFile(file);
    outputs.set(published.output, { type: 'file', content: published.read });
  }
  for (const route of site.routes) outputs.set(route.file, { type: 'page', route, head: () => pageHead(site, route, pageProps(site, route, now)) });
  addPageData(outputs, site);
  outputs.set('sitemap.xml', { type: 'file', content: () => sitemap(site) });
  addFeeds(outputs, site);
  addConfigStylesheet(outputs, site.config);
  addSearchOutputs(outputs, site);
  addHeadersFile(outputs, site.config);
  return outputs;
}
