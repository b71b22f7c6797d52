// What a page tells its search UI: the provider, where the index is, grouping and links.
// In: the validated config and a locale; out: SearchView (part of PageProps).

import type { SiteConfig } from '../config/schema.ts';
import { withoutTrailingSlash } from './urls.ts';

/** Where a locale's search files are, relative to baseUrl: the records for a hosted index, the browser's index and paragraphs. */
export const searchFiles = (locale: string) => ({
  records: `search/records.${locale}.json`,
  index: `search/index.${locale}.json`,
  text: `search/text.${locale}.json`,
});

export interface SearchView {
  locale: string;
  /** The locale's BCP 47 tag (htmlLang), for its plural rules and number format. */
  lang: string;
  /** The index's name: recent searches and favorites are stored under it. */
  indexName: string;
  /** The public origin: hits on it open through the router, others set the location. */
  origin: string;
  maxResultsPerGroup: number;
  searchHref: string;
  reportUrl?: string;
  local?: { index: string; text: string };
  algolia?: { appId: string; apiKey: string; indexName: string; contextualSearch: boolean; hosts?: string[] };
}

/** The search settings of one locale's pages. */
export function searchView(config: SiteConfig, locale: string, searchHref: string): SearchView {
  const search = config.search;
  const view: SearchView = {
    locale,
    lang: config.i18n.locales[locale]?.htmlLang ?? locale,
    indexName: search.provider === 'algolia' ? search.indexName : 'legaldocs',
    origin: withoutTrailingSlash(config.url),
    maxResultsPerGroup: search.maxResultsPerGroup,
    searchHref,
    ...(config.reportMissingResultsUrl ? { reportUrl: config.reportMissingResultsUrl } : {}),
  };
  if (search.provider === 'algolia') {
    const { appId, apiKey, indexName, contextualSearch, hosts } = search;
    view.algolia = { appId, apiKey, indexName, contextualSearch, ...(hosts ? { hosts } : {}) };
  } else {
    const files = searchFiles(locale);
    view.local = { index: `${config.baseUrl}${files.index}`, text: `${config.baseUrl}${files.text}` };
  }
  return view;
}
