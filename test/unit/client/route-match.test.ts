import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/client/route-match.ts';

const origin = 'https://docs.example.com';
const routes = new Set(['/', '/docs', '/docs/x', '/docs/x.html', '/es/', '/es/docs/y', '/docs/a%C3%B1o', '/docs/my%20folder/%C3%BCber%20uns', '/docs/terms%5B1%5D']);
const match = (href: string, base = '/') => matchRoute(new URL(href, `${origin}/docs/x`), routes, base, origin);

describe('matchRoute', () => {
  it.each([
    ['/docs/x', { path: '/docs/x', known: true }],
    ['/docs/x?q=1#a', { path: '/docs/x', known: true }],
    ['/docs/x/', { path: '/docs/x', known: true }],
    ['/docs/index.html', { path: '/docs', known: true }],
    ['/index.html', { path: '/', known: true }],
    ['/es/index.html', { path: '/es/', known: true }],
    ['/es/docs/y.html', { path: '/es/docs/y', known: true }],
    // An exact route wins over normalisation.
    ['/docs/x.html', { path: '/docs/x.html', known: true }],
    ['/docs/a%C3%B1o', { path: '/docs/a%C3%B1o', known: true }],
    // However the browser or an author encoded the path, it matches the route's one encoding.
    ['/docs/año', { path: '/docs/a%C3%B1o', known: true }],
    ['/docs/a%c3%b1o', { path: '/docs/a%C3%B1o', known: true }],
    ['/docs/my folder/über uns.html', { path: '/docs/my%20folder/%C3%BCber%20uns', known: true }],
    ['/docs/my%20folder/%C3%BCber%20uns/', { path: '/docs/my%20folder/%C3%BCber%20uns', known: true }],
    ['/docs/terms[1]', { path: '/docs/terms%5B1%5D', known: true }],
    // Not listed (another locale, or no page at all): the router tries its data, then falls back.
    ['/fr/docs/z', { path: '/fr/docs/z', known: false }],
    ['/fr/index.html', { path: '/fr/', known: false }],
    ['/fr/docs/z.html', { path: '/fr/docs/z', known: false }],
    ['/docs/v1.2/', { path: '/docs/v1.2', known: false }],
  ])('%s → %j', (href, expected) => {
    expect(match(href)).toEqual(expected);
  });

  it.each([
    ['/sitemap.xml'],
    ['/img/logo.svg'],
    ['/files/terms.pdf'],
    ['https://other.example.com/docs/x'],
    ['http://docs.example.com/docs/x'],
    ['mailto:legal@example.com'],
  ])('%s is left to the browser', (href) => {
    expect(match(href)).toBeUndefined();
  });

  it('takes the folder form of an unknown address on a site of folder URLs (trailingSlash)', () => {
    const folders = new Set(['/', '/docs/x/', '/es/']);
    const matchFolders = (href: string) => matchRoute(new URL(href, `${origin}/docs/x/`), folders, '/', origin, true);
    expect(matchFolders('/docs/x/')).toEqual({ path: '/docs/x/', known: true });
    expect(matchFolders('/docs/x')).toEqual({ path: '/docs/x/', known: true });
    expect(matchFolders('/docs/x/index.html')).toEqual({ path: '/docs/x/', known: true });
    expect(matchFolders('/es/docs/x/#a')).toEqual({ path: '/es/docs/x/', known: false });
    expect(matchFolders('/fr/docs/z')).toEqual({ path: '/fr/docs/z/', known: false });
    expect(matchFolders('/fr/docs/z.html')).toEqual({ path: '/fr/docs/z/', known: false });
  });

  it('leaves paths outside the base URL to the browser', () => {
    expect(match('/other/page', '/legal/')).toBeUndefined();
    expect(match('/legal/docs/z', '/legal/')).toEqual({ path: '/legal/docs/z', known: false });
  });
});
