import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  encodePath,
  localizedPath,
  normalizeCandidates,
  outputFile,
  pageHref,
  pagePath,
  pdfFile,
  pdfUrl,
  routeDataFile,
  routeDataUrl,
  siteLink,
  splitHref,
  switchLocale,
} from '../../../src/shared/urls.ts';

describe('splitHref', () => {
  it.each([
    ['/docs/x', ['/docs/x', '']],
    ['./dpa.pdf#page=2', ['./dpa.pdf', '#page=2']],
    ['/search?q=a#b', ['/search', '?q=a#b']],
    ['#top', ['', '#top']],
  ])('%s → %j', (href, expected) => {
    expect(splitHref(href)).toEqual(expected);
  });
});

describe('encodePath', () => {
  it.each([
    ['/docs/x', '/docs/x'],
    ['/docs/my folder/über uns', '/docs/my%20folder/%C3%BCber%20uns'],
    ['/docs/数据/隐私', '/docs/%E6%95%B0%E6%8D%AE/%E9%9A%90%E7%A7%81'],
    ['/docs/a&b/c:d@e,f;g=h+i$', '/docs/a&b/c:d@e,f;g=h+i$'],
    ['/docs/50% off/#1?', '/docs/50%25%20off/%231%3F'],
    ["/docs/terms[1]/(draft)/it's", "/docs/terms%5B1%5D/(draft)/it's"],
  ])('%s → %s', (decoded, encoded) => {
    expect(encodePath(decoded)).toBe(encoded);
    // Every character left is one a URL path may hold as it is.
    expect(encoded).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/);
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/docs/my folder/über', '/docs/my%20folder/%C3%BCber'],
    ['/docs/my%20folder/%c3%bcber', '/docs/my%20folder/%C3%BCber'],
    ['/docs/terms[1]', '/docs/terms%5B1%5D'],
    ['/docs/a%2Fb', '/docs/a%2Fb'],
    ['/docs/bad%zz', '/docs/bad%25zz'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
    expect(canonicalPath(expected)).toBe(expected);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/', 'en', '/', '/'],
    ['/', 'es', '/', '/es/'],
    ['/', 'es', '/docs/x', '/es/docs/x'],
    ['/', 'en', '/docs/x', '/docs/x'],
    ['/legal/', 'zh-Hans', '/search', '/legal/zh-Hans/search'],
    ['/legal/', 'en', '/', '/legal/'],
  ])('base %s, locale %s, path %s → %s', (base, locale, sitePath, expected) => {
    expect(localizedPath(base, locale, 'en', sitePath)).toBe(expected);
  });
});

describe('outputFile', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/', '/es/', 'es/index.html'],
    ['/', '/docs/a/b', 'docs/a/b.html'],
    ['/', '/es/404', 'es/404.html'],
    ['/legal/', '/legal/docs', 'docs.html'],
    // Static hosts decode a request before looking for the file.
    ['/', '/docs/my%20folder/%C3%BCber', 'docs/my folder/über.html'],
    ['/', '/ja/docs/%E6%95%B0%E6%8D%AE', 'ja/docs/数据.html'],
  ])('base %s, url %s → %s', (base, url, expected) => {
    expect(outputFile(base, url)).toBe(expected);
  });
});

describe('normalizeCandidates', () => {
  it.each([
    // The other output layout's form last: '/docs/x' is '/docs/x/' on a site of folder URLs.
    ['/docs/x', ['/docs/x', '/docs/x/']],
    ['/docs/x.html', ['/docs/x.html', '/docs/x', '/docs/x/']],
    ['/docs/x/index.html', ['/docs/x/index.html', '/docs/x/', '/docs/x']],
    ['/docs/x/', ['/docs/x/', '/docs/x']],
    ['/', ['/']],
  ])('%s → %j', (input, expected) => {
    expect(normalizeCandidates(input)).toEqual(expected);
  });
});

describe('switchLocale', () => {
  it.each([
    ['/es/docs/x', 'es', 'fr', '/fr/docs/x'],
    ['/es/docs/x', 'es', 'en', '/docs/x'],
    ['/docs/x', 'en', 'ja', '/ja/docs/x'],
    ['/es/', 'es', 'en', '/'],
    ['/es', 'es', 'de', '/de/'],
    ['/', 'en', 'zh-Hant', '/zh-Hant/'],
    ['/docs/esquema', 'en', 'es', '/es/docs/esquema'],
  ])('%s from %s to %s → %s', (url, from, to, expected) => {
    expect(switchLocale(url, '/', from, to, 'en')).toBe(expected);
  });

  it('keeps the base URL', () => {
    expect(switchLocale('/legal/es/docs/x', '/legal/', 'es', 'en', 'en')).toBe('/legal/docs/x');
  });
});

describe('routeDataFile', () => {
  it.each([
    ['index.html', 'data/index.json'],
    ['es/index.html', 'data/es/index.json'],
    ['docs/a/b.html', 'data/docs/a/b.json'],
    ['docs.html', 'data/docs.json'],
    ['es/404.html', 'data/es/404.json'],
    ['docs/v1.2.html', 'data/docs/v1.2.json'],
  ])('%s → %s', (page, expected) => {
    expect(routeDataFile(page)).toBe(expected);
  });
});

describe('routeDataUrl', () => {
  it.each([
    ['/', '/', '/data/index.json'],
    ['/', '/es/', '/data/es/index.json'],
    ['/', '/es/docs/x', '/data/es/docs/x.json'],
    ['/', '/search', '/data/search.json'],
    ['/legal/', '/legal/', '/legal/data/index.json'],
    ['/legal/', '/legal/zh-Hans/docs', '/legal/data/zh-Hans/docs.json'],
    ['/', '/docs/my%20folder/%C3%BCber', '/data/docs/my%20folder/%C3%BCber.json'],
  ])('base %s, route %s → %s', (base, route, expected) => {
    expect(routeDataUrl(base, route)).toBe(expected);
  });
});

describe('siteLink (a site-absolute link in a page, as Docusaurus resolves it)', () => {
  const statics = new Set(['img/logo.svg', 'forms/dpa form.pdf']);
  it.each([
    // [href, locale base, base URL, expected]
    ['/docs/x', '/', '/', '/docs/x'],
    ['/docs/x', '/es/', '/', '/es/docs/x'],
    ['/es/docs/x', '/es/', '/', '/es/docs/x'],
    ['/docs/x#terms', '/zh-Hans/', '/', '/zh-Hans/docs/x#terms'],
    ['/', '/es/', '/', '/es/'],
    ['/img/logo.svg', '/es/', '/', '/img/logo.svg'],
    ['/forms/dpa%20form.pdf', '/es/', '/', '/forms/dpa%20form.pdf'],
    ['/docs/x', '/legal/', '/legal/', '/legal/docs/x'],
    ['/legal/docs/x', '/legal/es/', '/legal/', '/legal/es/docs/x'],
    ['/img/logo.svg', '/legal/es/', '/legal/', '/legal/img/logo.svg'],
  ])('%s in %s (base %s) → %s', (href, localeBase, baseUrl, expected) => {
    expect(siteLink(href, localeBase, baseUrl, (p) => statics.has(p))).toBe(expected);
  });

  it.each([
    // With folder URLs (trailingSlash), a page's address ends in a slash; a file's keeps its name.
    ['/docs/x', '/es/', '/', '/es/docs/x/'],
    ['/docs/x#terms', '/', '/', '/docs/x/#terms'],
    ['/es/docs/x?a=1', '/es/', '/', '/es/docs/x/?a=1'],
    ['/docs/x/', '/', '/', '/docs/x/'],
    ['/img/logo.svg', '/es/', '/', '/img/logo.svg'],
    ['/feed.xml', '/es/', '/', '/es/feed.xml'],
    ['/docs/x', '/legal/es/', '/legal/', '/legal/es/docs/x/'],
  ])('%s in %s (base %s) with trailing slashes → %s', (href, localeBase, baseUrl, expected) => {
    expect(siteLink(href, localeBase, baseUrl, (p) => statics.has(p), true)).toBe(expected);
  });
});

describe('the output layout', () => {
  it('pagePath puts a page at its folder with trailingSlash, and leaves it otherwise', () => {
    expect(pagePath('/docs/x', true)).toBe('/docs/x/');
    expect(pagePath('/es/', true)).toBe('/es/');
    expect(pagePath('/docs/x', false)).toBe('/docs/x');
  });

  it.each([
    ['/docs/x#a', '/docs/x/#a'],
    ['/docs/x?q=1', '/docs/x/?q=1'],
    ['/files/dpa.pdf', '/files/dpa.pdf'],
    ['/docs/v1.2', '/docs/v1.2'],
    ['https://other.example/x', 'https://other.example/x'],
    ['#top', '#top'],
  ])('pageHref(%s) with trailing slashes → %s', (href, expected) => {
    expect(pageHref(href, true)).toBe(expected);
    expect(pageHref(href, false)).toBe(href);
  });

  it.each([
    ['docs/x.html', 'docs/x.pdf', '/docs/x.pdf'],
    ['docs/x/index.html', 'docs/x.pdf', '/docs/x.pdf'],
    ['es/docs/my folder/x/index.html', 'es/docs/my folder/x.pdf', '/es/docs/my%20folder/x.pdf'],
    // A document published at the site's root keeps its PDF within the base URL.
    ['index.html', 'index.pdf', '/index.pdf'],
  ])("a page's PDF: %s → %s at %s", (page, file, url) => {
    expect(pdfFile(page)).toBe(file);
    expect(pdfUrl('/', page)).toBe(url);
  });

  it('outputFile makes a folder address a folder index', () => {
    expect(outputFile('/', '/docs/x/')).toBe('docs/x/index.html');
    expect(outputFile('/legal/', '/legal/es/docs/x/')).toBe('es/docs/x/index.html');
  });
});
