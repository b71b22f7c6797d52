import { describe, expect, it } from 'vitest';
import { docIdentity, isCategoryIndex } from '../../../../src/generator/site/doc-ids.ts';

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

  it('knows a category index by its name', () => {
    expect([isCategoryIndex('a/index.md'), isCategoryIndex('a/README.mdx'), isCategoryIndex('Guides/guides.md'), isCategoryIndex('a/intro.md'), isCategoryIndex('index.md')]).toEqual([true, true, true, false, true]);
  });
});
