import { describe, expect, it } from 'vitest';
import { folderRedirect, localeOf, requestPath } from '../../../src/server/request-path.ts';

describe('requestPath', () => {
  it.each([
    ['/docs/x', ['docs/x', 'docs/x.html', 'docs/x/index.html']],
    ['/docs/x.html', ['docs/x.html', 'docs/x', 'docs/x/index.html']],
    ['/es/', ['es/index.html', 'es', 'es.html']],
    ['/es/index.html', ['es/index.html', 'es', 'es.html']],
    ['/', ['index.html']],
    ['/docs/caf%C3%A9?q=1#top', ['docs/café', 'docs/café.html', 'docs/café/index.html']],
  ])('maps %s to the files a static host tries', (url, files) => {
    expect(requestPath(url, '/')).toEqual({ pathname: decodeURIComponent(url.split('?')[0]!), files });
  });

  it("never names the host's own _headers or _redirects, which static hosts do not serve", () => {
    expect(requestPath('/_headers', '/')).toMatchObject({ files: ['_headers.html', '_headers/index.html'] });
    expect(requestPath('/site/_redirects', '/site/')).toMatchObject({ files: ['_redirects.html', '_redirects/index.html'] });
  });

  it('keeps within baseUrl', () => {
    expect(requestPath('/site/docs/x', '/site/')).toMatchObject({ files: ['docs/x', 'docs/x.html', 'docs/x/index.html'] });
    expect(requestPath('/site', '/site/')).toMatchObject({ files: ['index.html'] });
    expect(requestPath('/other/x', '/site/')).toMatchObject({ files: [] });
  });

  it.each([
    '/../etc/passwd',
    '/docs/../../etc/passwd',
    '/%2e%2e/package.json',
    '/docs/%2E%2E/%2e%2e/config/x.ts',
    '/..%2fpackage.json',
    '/%2fetc%2fpasswd',
    '/..%5cpackage.json',
    '/%252e%252e/package.json',
    '/%25252e%25252e/package.json',
    '/a%00b',
    '/%E0%A4%A',
    '/%',
    '/a\\..\\b',
    'docs/x',
  ])('refuses %s with 400', (url) => {
    expect(requestPath(url, '/')).toEqual({ status: 400 });
  });
});

describe('folderRedirect', () => {
  it("sends a folder's page asked for without its slash to the folder, as static hosts do", () => {
    expect(folderRedirect('/docs/x', 'docs/x/index.html')).toBe('/docs/x/');
    expect(folderRedirect('/docs/x?q=1#top', 'docs/x/index.html')).toBe('/docs/x/?q=1');
    expect(folderRedirect('/es', 'es/index.html')).toBe('/es/');
    expect(folderRedirect('/site', 'index.html')).toBe('/site/');
    // Never to another host.
    expect(folderRedirect('//evil.example/x', 'evil.example/x/index.html')).toBe('/evil.example/x/');
  });

  it('answers the address as it is otherwise', () => {
    expect(folderRedirect('/docs/x/', 'docs/x/index.html')).toBeUndefined();
    expect(folderRedirect('/docs/x/index.html', 'docs/x/index.html')).toBeUndefined();
    expect(folderRedirect('/docs/x', 'docs/x.html')).toBeUndefined();
    expect(folderRedirect('/img/a.png', 'img/a.png')).toBeUndefined();
  });
});

describe('localeOf', () => {
  it('names the locale folder of a path', () => {
    expect(localeOf('/es/docs/x', '/', ['es', 'fr'])).toBe('es');
    expect(localeOf('/docs/x', '/', ['es', 'fr'])).toBeUndefined();
    expect(localeOf('/site/fr/', '/site/', ['es', 'fr'])).toBe('fr');
  });
});
