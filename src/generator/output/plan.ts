// The outputs plan: every file the site publishes, by path relative to the build folder.
// In: the Site, the built assets and the build time; out: a map of pages (rendered by the
// renderer, in batches for a build or one at a time in dev) and files computed on demand.

import type { BuiltAssets } from '../render/assets.ts';
import { addConfigStylesheet } from '../render/config-styles.ts';
import { addFeeds } from '../render/feed.ts';
import { addLlmsTxt } from '../render/llms-txt.ts';
import { addVersionsIndex } from '../render/versions-index.ts';
import type { Output } from '../render/outputs.ts';
import { addPages } from '../render/pages.ts';
import { pageProps } from '../render/page-props.ts';
import { addHeadersFile } from '../render/security-headers.ts';
import { addRedirects } from '../render/redirects.ts';
import type { Site } from '../site/site.ts';
import { sitemaps } from '../render/sitemap.ts';
import { addSearchOutputs } from '../search/search-files.ts';

/** Plans the whole output. Steps that publish files (pages and their data, search) add their entries here. */
export function planOutputs(site: Site, built: BuiltAssets, now: Date): Map<string, Output> {
  const outputs = new Map<string, Output>();
  for (const [file, data] of built.files) outputs.set(file, { type: 'file', content: () => data });
  for (const file of site.files) {
    const published = site.publishFile(file);
    outputs.set(published.output, { type: 'file', content: published.read });
  }
  addPages(outputs, site, (route) => pageProps(site, route, now));
  for (const [file, content] of sitemaps(site)) outputs.set(file, { type: 'file', content });
  addFeeds(outputs, site);
  addVersionsIndex(outputs, site);
  addLlmsTxt(outputs, site);
  addConfigStylesheet(outputs, site.config);
  addSearchOutputs(outputs, site);
  addHeadersFile(outputs, site.config, site.hostFiles.headers);
  addRedirects(outputs, site);
  return outputs;
}
