import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/components/App.tsx';
import { pageProps } from '../../../src/generator/render/page-props.ts';
import { baseConfig, siteFrom } from '../../helpers/site.ts';

// A legal repository's shape: notices at the top of the docs folder, a product whose documents are
// split into sub-categories (one nested further), a product of one document, and an archive.
const site = siteFrom(
  {
    'en:privacy-notice.md': '# Privacy Notice\n\nText.\n',
    'en:terms-of-use.md': '# Terms of Use\n\nText.\n',
    'en:acme/intro.md': '# Acme\n\nText.\n',
    'en:acme/website/terms.md': '# Website Terms\n\nText.\n',
    'en:acme/website/cookies/policy.md': '# Cookie Policy\n\nText.\n',
    'en:acme/developers/terms.md': '# Developer Terms\n\nText.\n',
    'en:widget/terms.md': '# Widget Terms\n\nText.\n',
    'en:zz-archive/privacy-2023.md': '# Privacy Notice (2023)\n\nText.\n',
  },
  { ...baseConfig, docs: { mainDocId: 'privacy-notice', sidebars: { main: { dirName: '.' } } } },
);

const home = renderToString(<App props={pageProps(site, site.routes.find((r) => r.kind === 'home' && r.locale === 'en')!)} />);
/** The home page's cards: each one's title and its entries, sub-categories as nested objects. */
function cards(html: string) {
  const main = html.slice(html.indexOf('class="products__grid"'));
  return [...main.matchAll(/<section class="(product[^"]*)"[^>]*><h3 class="product__title"[^>]*>(.*?)<\/h3>(.*?)<\/section>/g)].map(([, cls, title, body]) => ({
    title: title!.replace(/<[^>]+>/g, ''),
    wide: cls!.includes('product--wide'),
    entries: [...body!.matchAll(/<h(\d) class="product__group-title">(.*?)<\/h\d>|<a href="([^"]+)">/g)].map(([, level, group, href]) => (group ? `h${level} ${group.replace(/<[^>]+>/g, '')}` : href)),
  }));
}

describe('the home page', () => {
  it("lists the documents at the top of the docs folder too, and follows the sidebar's structure: sub-categories under their own headings", () => {
    // In the sidebar's order (by file and folder name): the top documents' card where the first of them stands.
    expect(cards(home)).toEqual([
      {
        title: 'acme',
        wide: true,
        entries: ['h4 developers', '/docs/acme/developers/terms', '/docs/acme/intro', 'h4 website', 'h5 cookies', '/docs/acme/website/cookies/policy', '/docs/acme/website/terms'],
      },
      { title: 'Test', wide: false, entries: ['/docs/privacy-notice', '/docs/terms-of-use'] },
      { title: 'widget', wide: false, entries: ['/docs/widget/terms'] },
      { title: 'zz-archive', wide: false, entries: ['/docs/zz-archive/privacy-2023'] },
    ]);
  });
});
