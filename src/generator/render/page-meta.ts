// A page's head data besides its title — description, canonical URL, hreflang versions, robots,
// DocSearch tags, the locale's change feed — for the full page's <head> and for the client router's navigations.
// In: a HeadInput; out: PageMeta (absolute URLs).

import { textIn } from '../../config/schema.ts';
import type { HeadInput } from './html.ts';

/**
 * What a page's <head> says about the page itself (beside its title): the same data renders the
 * head of a full load and is what the client router puts in the head after a navigation.
 */
export interface PageMeta {
  description?: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** The same page in each locale (absolute URLs), x-default included. */
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  docsearch: { language: string; tag: string };
  /** The locale's Atom feed of document changes, when any document has versions. */
  feed?: { href: string; title: string };
}

/** The head data of a page, from its HeadInput. */
export function pageMeta(head: HeadInput): PageMeta {
  const origin = head.config.url.replace(/\/$/, '');
  const { feed } = head.props.chrome;
  return {
    ...(head.description ? { description: head.description } : {}),
    canonical: origin + head.path,
    alternates: head.alternates.map((a) => ({ hreflang: a.hreflang, href: origin + a.path })),
    noindex: head.noindex,
    docsearch: { language: head.props.locale.code, tag: head.docsearchTag },
    ...(feed ? { feed: { href: feed.href, title: `${textIn(head.config.title, head.props.locale.code, head.config.i18n.defaultLocale)}: ${head.props.ui.feedTitle}` } } : {}),
  };
}
