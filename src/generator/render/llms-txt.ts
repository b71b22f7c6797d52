// llms.txt (llmstxt.org): the site's documents in force on the build date, in the default locale,
// for language models and other readers that want the texts that apply and not their history.
// In: the Site; out: the markdown text of `llms.txt` at the site's root.

import { textIn } from '../../config/schema.ts';
import type { DocPage, Site } from '../site/site.ts';
import { takesEffect } from '../site/schedule.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';
import type { Output } from './outputs.ts';

/** One list entry: `- [Title](url): description`. */
const entry = (page: DocPage, origin: string) => `- [${page.title.replace(/[[\]]/g, '\\$&')}](${origin}${page.permalink})${page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''}`;

export function llmsTxt(site: Site): string {
  const origin = withoutTrailingSlash(site.config.url);
  const title = textIn(site.config.title, site.defaultLocale, site.defaultLocale);
  const tagline = textIn(site.config.tagline, site.defaultLocale, site.defaultLocale);
  // The documents themselves: not their versions' own pages, nor unlisted ones.
  const documents = Object.values(site.docs[site.defaultLocale]!)
    .filter((page) => !page.unlisted && !site.versions.currentOf.has(page.id))
    .sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
  const inForce = documents.filter((page) => page.effectiveDate !== undefined && takesEffect(site.versions, page.id) === undefined);
  const undated = documents.filter((page) => page.effectiveDate === undefined);
  const translations = site.locales.filter((l) => !l.isDefault && site.docs[l.code]);
  return [
    `# ${title}`,
    '',
    ...(tagline ? [`> ${tagline.replace(/\s+/g, ' ')}`, ''] : []),
    `The documents in force on ${site.today}, each at the address that always shows the version in force. Every version, with its dates, changes pages and text hashes, is in ${origin}${site.config.baseUrl}versions.json${translations.length ? `; the documents in other languages are under ${translations.map((l) => `${origin}${site.config.baseUrl}${l.code}/`).join(', ')}` : ''}.`,
    '',
    '## Documents in force',
    '',
    ...inForce.map((page) => entry(page, origin)),
    ...(undated.length ? ['', '## Optional', '', ...undated.map((page) => entry(page, origin))] : []),
    '',
  ].join('\n');
}

/** Adds `llms.txt` to the outputs plan. */
export function addLlmsTxt(outputs: Map<string, Output>, site: Site): void {
  outputs.set('llms.txt', { type: 'file', content: () => llmsTxt(site) });
}
