import { describe, expect, it } from 'vitest';
import { formatRedirects, parseRedirects, redirectFor } from '../../../../src/generator/render/redirects-file.ts';

describe('the _redirects file', () => {
  const text = '# moved documents\n/docs/old /docs/new 301\n/legacy/* /docs/:splat 302\n/app/* /index.html 200\n/privacy https://example.org/privacy\n';
  it('reads the rules that send a visitor elsewhere, and writes them back', () => {
    const rules = parseRedirects(text);
    expect(rules).toEqual([
      { from: '/docs/old', to: '/docs/new', status: 301 },
      { from: '/legacy/*', to: '/docs/:splat', status: 302 },
      { from: '/privacy', to: 'https://example.org/privacy', status: 301 },
    ]);
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules);
  });

  it('sends a path where the first matching rule says, a trailing slash aside', () => {
    const rules = parseRedirects(text);
    expect(redirectFor(rules, '/docs/old')).toEqual({ location: '/docs/new', status: 301 });
    expect(redirectFor(rules, '/docs/old/')).toEqual({ location: '/docs/new', status: 301 });
    expect(redirectFor(rules, '/legacy/a/b')).toEqual({ location: '/docs/a/b', status: 302 });
    expect(redirectFor(rules, '/privacy')).toEqual({ location: 'https://example.org/privacy', status: 301 });
    expect(redirectFor(rules, '/docs/older')).toBeUndefined();
    expect(redirectFor(rules, '/app/x')).toBeUndefined();
  });
});
