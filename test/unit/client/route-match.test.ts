import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/client/route-match.ts';

const origin = 'https://docs.example.com';
const routes = new Set(['/', '/docs', '/docs/x', '/docs/x.html', '/es/', '/es/docs/y', '/docs/a%C3%B1o', '/docs/my%20folder/%C3%BCber%20uns', '/docs/terms%5B1%5D']);
const match = (href: string, base = '/') => matchRoute(new URL(href, `${origin}/docs/x`), routes, base, origin);

describe('matchRoute', () => {
  it.each([
    ['/docs/x', '/docs/x'],
    ['/docs/x?q=1#a', '/docs/x'],
    ['/docs/x/', '/docs/x'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/es/index.html', '/es/'],
    ['/es/docs/y.html', '/es/docs/y'],
    // An exact route wins over normalisation.
    ['/docs/x.html', '/docs/x.html'],
    ['/docs/a%C3%B1o', '/docs/a%C3%B1o'],
    // However the browser or an author encoded the path, it matches the route's one encoding.
    ['/docs/año', '/docs/a%C3%B1o'],
    ['/docs/a%c3%b1o', '/docs/a%C3%B1o'],
    ['/docs/my folder/über uns.html', '/docs/my%20folder/%C3%BCber%20uns'],
    ['/docs/my%20folder/%C3%BCber%20uns/', '/docs/my%20folder/%C3%BCber%20uns'],
    ['/docs/terms[1]', '/docs/terms%5B1%5D'],
    // Not listed: the router tries its data (a page of any locale), then falls back to an ordinary load.
    ['/fr/docs/z', '/fr/docs/z'],
    ['/fr/index.html', '/fr/'],
    ['/fr/docs/z.html', '/fr/docs/z'],
    ['/docs/v1.2/', '/docs/v1.2'],
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
    expect(match('/legal/docs/z', '/legal/')).toEqual('/legal/docs/z');
  });
});
