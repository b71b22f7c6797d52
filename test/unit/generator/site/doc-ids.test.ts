import { describe, expect, it } from 'vitest';
import { docIdentity, docsRoot, isCategoryIndex } from '../../../../src/generator/site/doc-ids.ts';

describe('docIdentity (Docusaurus rules)', () => {
  it.each([
    ['intro.md', {}, { id: 'intro', sitePath: '/docs/intro' }],
    ['guide/terms.md', {}, { id: 'guide/terms', sitePath: '/docs/guide/terms' }],
    ['01-intro.md', {}, { id: 'intro', sitePath: '/docs/intro', prefix: 1 }],
    ['02-guides/03-setup.mdx', {}, { id: 'guides/setup', sitePath: '/docs/guides/setup', prefix: 3 }],
    ['guide/terms.md', { id: 'tos' }, { id: 'guide/tos', sitePath: '/docs/guide/tos' }],
    ['guide/terms.md', { slug: 'terms-of-use' }, { id: 'guide/terms', sitePath: '/docs/guide/terms-of-use' }],
    ['guide/terms.md', { slug: '/legal/terms' }, { id: 'guide/terms', sitePath: '/docs/legal/terms' }],
    ['guide/terms.md', { slug: '../terms' }, { id: 'guide/terms', sitePath: '/docs/terms' }],
    ['index.md', {}, { id: 'index', sitePath: '/docs', folder: true }],
    ['intro.md', { slug: '/' }, { id: 'intro', sitePath: '/docs', folder: true }],
    ['guides/README.md', {}, { id: 'guides/README', sitePath: '/docs/guides', folder: true }],
    ['02-guides/index.md', {}, { id: 'guides/index', sitePath: '/docs/guides', folder: true }],
    ['guides/guides.md', {}, { id: 'guides/guides', sitePath: '/docs/guides', folder: true }],
    ['guides/setup.md', { slug: '/start/' }, { id: 'guides/setup', sitePath: '/docs/start', folder: true }],
    ['guides/index.md', { slug: 'start' }, { id: 'guides/index', sitePath: '/docs/guides/start' }],
    ['Getting Started/First Steps.md', {}, { id: 'Getting Started/First Steps', sitePath: '/docs/Getting%20Started/First%20Steps' }],
    ['archive/18-05-2025/ads.md', {}, { id: 'archive/18-05-2025/ads', sitePath: '/docs/archive/18-05-2025/ads' }],
  ])('%s %j', (relPath, frontMatter, expected) => {
    expect(docIdentity(relPath, frontMatter)).toEqual(expected);
  });

  it.each([
    ['', 'intro.md', {}, '/intro'],
    ['', 'index.md', {}, '/'],
    ['', 'terms.md', { slug: '/' }, '/'],
    ['/legal', 'guides/setup.md', {}, '/legal/guides/setup'],
    ['/legal', 'index.md', {}, '/legal'],
    ['/legal/policies', 'terms.md', { slug: '/current-terms' }, '/legal/policies/current-terms'],
  ])('publishes below the docs root %j: %s %j at %s', (root, relPath, frontMatter, sitePath) => {
    expect(docIdentity(relPath, frontMatter, root).sitePath).toBe(sitePath);
  });

  it.each([
    [undefined, '/docs'],
    ['docs', '/docs'],
    ['/', ''],
    ['', ''],
    ['/legal/', '/legal'],
    ['legal/policies', '/legal/policies'],
  ])('takes docs.routeBasePath %j as the docs root %j', (routeBasePath, root) => {
    expect(docsRoot({ docs: { routeBasePath } } as Parameters<typeof docsRoot>[0])).toBe(root);
  });

  it('knows a category index by its name', () => {
    expect([isCategoryIndex('a/index.md'), isCategoryIndex('a/README.mdx'), isCategoryIndex('Guides/guides.md'), isCategoryIndex('a/intro.md'), isCategoryIndex('index.md')]).toEqual([true, true, true, false, true]);
  });
});
