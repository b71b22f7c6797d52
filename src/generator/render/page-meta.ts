// A page's head data besides its title (description, canonical, hreflang, robots, DocSearch, feed), for a full load and the router's navigations.
// In: a PageInput; out: PageMeta (absolute URLs).

import { textIn } from '../../config/schema.ts';
import type { PageMeta } from '../../shared/route-data.ts';
import type { PageInput } from './page-input.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';

/** The head data of a page, from its render input. */
export function pageMeta(page: PageInput): PageMeta {
  const origin = withoutTrailingSlash(page.config.url);
  const { feed } = page.props.chrome;
  return {
    ...(page.description ? { description: page.description } : {}),
    canonical: origin + (page.canonical ?? page.path),
    alternates: page.alternates.map((a) => ({ hreflang: a.hreflang, href: origin + a.path })),
    noindex: page.noindex,
    docsearch: { language: page.props.locale.code, tag: page.docsearchTag },
    ...(feed ? { feed: { href: feed.href, title: `${textIn(page.config.title, page.props.locale.code, page.config.i18n.defaultLocale)}: ${page.props.ui.feedTitle}` } } : {}),
  };
}
