// The sitemap within what sitemaps.org allows one file (50,000 URLs, 50 MiB): one sitemap.xml while
// it fits, else sitemap.xml as an index of parts, each within the limits, together listing every
// page once with its alternates. 1,000 locales crashed the build joining one string.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapLimits, sitemaps } from '../../../../src/generator/render/sitemap.ts';
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
