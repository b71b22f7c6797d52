import { describe, expect, it } from 'vitest';
import { localizedPath, normalizeCandidates, outputFile, routeDataFile, routeDataUrl, siteLink, switchLocale } from '../../../src/generator/urls.ts';

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
  ])('base %s, url %s → %s', (base, url, expected) => {
    expect(outputFile(base, url)).toBe(expected);
  });
});

describe('normalizeCandidates', () => {
  it.each([
    ['/docs/x', ['/docs/x']],
    ['/docs/x.html', ['/docs/x.html', '/docs/x']],
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
});
