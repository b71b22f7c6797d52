// The sitemap within what sitemaps.org allows one file (50,000 URLs, 50 MiB): one sitemap.xml while
// it fits, else sitemap.xml as an index of parts, each within the limits, together listing every
// page once with its alternates. 1,000 locales crashed the build joining one string. Past 20
// locales, pages no longer list their versions in every locale (the output grew with pages ×
// locales: 5.4 GB for 1,000 locales): the sitemap, with x-default, is where they are.
import { renderToString } from 'react-dom/server';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LocaleMenu } from '../../../../src/components/LocaleMenu.tsx';
import { pageInput } from '../../../../src/generator/render/page-input.ts';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { sitemapLimits, sitemaps } from '../../../../src/generator/render/sitemap.ts';
import { localesListedInPages } from '../../../../src/generator/site/alternates.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = { 'en:intro.md': '# Intro\n\nText.', 'en:terms.md': '# Terms\n\nText.', 'en:privacy.md': '# Privacy\n\nText.' };
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });
type UrlSet = { urlset: { url: { loc: string; 'xhtml:link': unknown[] }[] } };

describe('sitemaps', () => {
  const site = siteFrom(files, { ...baseConfig, baseUrl: '/legal/' });
  const all = sitemaps(site).get('sitemap.xml')!();
  const locs = (xml.parse(all) as UrlSet).urlset.url.map((u) => u.loc);

  it('writes one sitemap.xml while it fits in one file', () => {
    expect([...sitemaps(site).keys()]).toEqual(['sitemap.xml']);
    expect(locs).toContain('https://test.example.com/legal/es/docs/terms');
    expect(sitemapLimits).toEqual({ urls: 50_000, bytes: 52_428_800 });
  });

  it.each([
    ['URLs', { urls: 4, bytes: sitemapLimits.bytes }],
    ['bytes', { urls: 50_000, bytes: 2_000 }],
  ])('splits past the limit of %s into parts listed by an index, each within it, every URL once', (_what, limits) => {
    const split = sitemaps(site, limits);
    const names = [...split.keys()];
    expect(names[0]).toBe('sitemap.xml');
    expect(names.length).toBeGreaterThan(2);
    const index = xml.parse(split.get('sitemap.xml')!()) as { sitemapindex: { sitemap: { loc: string }[] } };
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual(names.slice(1).map((n) => `https://test.example.com/legal/${n}`));
    const parts = names.slice(1).map((n) => split.get(n)!());
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(limits.bytes);
      expect((xml.parse(part) as UrlSet).urlset.url.length).toBeLessThanOrEqual(limits.urls);
    }
    expect(parts.flatMap((p) => (xml.parse(p) as UrlSet).urlset.url.map((u) => u.loc))).toEqual(locs);
  });
});

describe('where the alternates of a site of many locales are listed', () => {
  /** A site of `count` locales: English and English variants, none translated. */
  const siteOf = (count: number) => {
    const locales = Object.fromEntries([['en', { label: 'English', htmlLang: 'en' }], ...Array.from({ length: count - 1 }, (_, i) => [`en-${1001 + i}`, { label: `English ${i + 1}`, htmlLang: `en-${1001 + i}` }])]);
    return siteFrom(files, { ...baseConfig, i18n: { defaultLocale: 'en', locales } });
  };
  const terms = (site: ReturnType<typeof siteOf>, locale: string) => site.routes.find((r) => r.locale === locale && r.docId === 'terms')!;
  const hreflangs = (site: ReturnType<typeof siteOf>) => {
    const entry = (xml.parse(sitemaps(site).get('sitemap.xml')!()) as UrlSet).urlset.url.find((u) => u.loc === 'https://test.example.com/en-1002/docs/terms')!;
    return (entry['xhtml:link'] as Record<string, string>[]).map((l) => `${l['@_hreflang']} ${l['@_href']}`);
  };

  it(`lists them in each page up to ${localesListedInPages} locales, and in the sitemap, with x-default`, () => {
    const site = siteOf(localesListedInPages);
    const route = terms(site, 'en-1002');
    const props = pageProps(site, route);
    expect(pageInput(site, route, props, '', '').alternates).toHaveLength(localesListedInPages + 1);
    expect(props.locales).toHaveLength(localesListedInPages);
    expect(props.chrome.languages).toBeUndefined();
    expect(hreflangs(site)).toHaveLength(localesListedInPages + 1);
  });

  it('past that, lists them in the sitemap alone, and the language menu gets every locale from the chrome, the page holding its own and the default', () => {
    const count = localesListedInPages + 1;
    const site = siteOf(count);
    const route = terms(site, 'en-1002');
    const props = pageProps(site, route);
    expect(pageInput(site, route, props, '', '').alternates).toEqual([]);
    expect(hreflangs(site)).toHaveLength(count + 1);
    expect(hreflangs(site)).toContain('x-default https://test.example.com/docs/terms');
    expect(hreflangs(site)).toContain(`en-${1000 + count - 1} https://test.example.com/en-${1000 + count - 1}/docs/terms`);
    expect(props.locales.map((l) => `${l.code} ${l.href}`)).toEqual(['en /docs/terms', 'en-1002 /en-1002/docs/terms']);
    expect(props.chrome.languages).toEqual({ baseUrl: '/', defaultLocale: 'en', list: site.locales.map(({ code, label, htmlLang }) => ({ code, label, htmlLang })) });
    // Rendered on the server (and so before hydration), the menu holds the page's two links.
    const html = renderToString(<LocaleMenu locales={props.locales} languages={props.chrome.languages} path={props.path} current="en-1002" currentLabel="English 2" ui={props.ui} />);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/docs/terms', '/en-1002/docs/terms']);
  });
});
