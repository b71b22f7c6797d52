import { describe, expect, it } from 'vitest';
import { checkRedirects } from '../../../../src/generator/check/redirects.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '# Intro\n\nHello.',
  'en:terms.md': '---\nredirect_from:\n  - /docs/old-terms\n  - /terms\n---\n\n# Terms\n\n## Payment {#payment}\n\nText.',
};
const configSource = "export default {\n  redirects: [\n    { from: '/docs/a', to: '/docs/terms#payment' },\n    { from: '/docs/b', to: '/docs/gone' },\n  ],\n};\n";
const site = (redirects: { from: string | string[]; to: string }[]) => siteFrom(files, { ...baseConfig, redirects });

describe('site redirects', () => {
  it("come from the config and from front matter's redirect_from, in every locale", () => {
    const made = site([{ from: ['/docs/a', '/a'], to: '/docs/terms#payment' }, { from: '/policies', to: 'https://example.org/policies' }]);
    expect(made.redirects.map((r) => [r.from, r.to])).toEqual([
      ['/docs/a', '/docs/terms#payment'],
      ['/a', '/docs/terms#payment'],
      ['/policies', 'https://example.org/policies'],
      ['/docs/old-terms', '/docs/terms'],
      ['/terms', '/docs/terms'],
      ['/es/docs/a', '/es/docs/terms#payment'],
      ['/es/a', '/es/docs/terms#payment'],
      ['/es/policies', 'https://example.org/policies'],
      ['/es/docs/old-terms', '/es/docs/terms'],
      ['/es/terms', '/es/docs/terms'],
    ]);
    expect(made.redirects[3]!.source).toEqual({ file: 'content/docs/terms.md', line: 3, column: 3 });
    expect(checkRedirects(made, { file: 'config.ts', source: '' })).toEqual([]);
  });

  it('says once, at the config key, which redirect leads nowhere, which old address is a page, which is redirected twice', () => {
    const made = site([
      { from: '/docs/a', to: '/docs/terms#payment' },
      { from: '/docs/b', to: '/docs/gone' },
      { from: '/docs/intro', to: '/docs/terms' },
      { from: '/docs/a/', to: '/docs/intro' },
      // A chain ends at a page: it leads somewhere.
      { from: '/docs/c', to: '/docs/a' },
    ]);
    const found = checkRedirects(made, { file: 'config.ts', source: configSource });
    expect(found).toEqual([
      expect.objectContaining({ code: 'broken-redirect', message: 'redirect from "/docs/intro": a page or file of the site is published there' }),
      expect.objectContaining({ code: 'broken-redirect', message: 'redirect from "/docs/a/" to "/docs/intro": "/docs/a/" already leads to "/docs/terms#payment"' }),
      expect.objectContaining({ code: 'broken-redirect', file: 'config.ts', line: 4, message: 'redirect from "/docs/b" leads to "/docs/gone", which is not a page or file of this site' }),
    ]);
  });
});
