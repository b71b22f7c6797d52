import { describe, expect, it } from 'vitest';
import { localeVersions } from '../../../../src/generator/site/alternates.ts';
import type { Route } from '../../../../src/generator/site/site.ts';

describe('localeVersions', () => {
  it('groups the routes that show one thing across locales, leaving out the not-found pages', () => {
    const routes: Route[] = [
      { kind: 'doc', locale: 'en', path: '/docs/terms', file: 'docs/terms.html', docId: 'terms' },
      { kind: 'doc', locale: 'es', path: '/es/docs/terms', file: 'es/docs/terms.html', docId: 'terms' },
      { kind: 'category', locale: 'es', path: '/es/docs/category/legal', file: 'es/docs/category/legal.html', category: '/category/legal' },
      { kind: 'not-found', locale: 'en', path: '/404', file: '404.html' },
    ];
    const groups = localeVersions(routes);
    expect([...groups.keys()]).toEqual(['doc:terms', 'category:/category/legal']);
    expect(groups.get('doc:terms')!.map((r) => r.locale)).toEqual(['en', 'es']);
  });
});
