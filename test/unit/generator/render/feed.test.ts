import { describe, expect, it } from 'vitest';
import { atomFeed, feedPath } from '../../../../src/generator/render/feed.ts';
import { parseAtom } from '../../../helpers/atom.ts';
import { siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'en:terms.md': '---\ntitle: Terms & Conditions\neffective_date: 2025-06-01\n---\n\n## Fees {#fees}\n\nTwelve euros.\n\n## Law {#law}\n\nSpain.\n',
  'en:old/terms-2024.md': '---\ntitle: Terms (2024)\nversion_of: terms\neffective_date: 2024-01-01\n---\n\n## Fees {#fees}\n\nTen euros.\n\n## Law {#law}\n\nSpain.\n',
  'en:old/terms-2023.md': '---\ntitle: Terms (2023)\nversion_of: terms\neffective_date: 2023-03-01\n---\n\n## Fees {#fees}\n\nTen euros.\n',
  'en:privacy.md': '---\ntitle: Privacy\neffective_date: 2024-06-01\n---\n\n## Data {#data}\n\nNone.\n',
  'en:old/privacy-2022.md': '---\ntitle: Privacy (2022)\nversion_of: privacy\neffective_date: 2022-01-01\n---\n\n## Data {#data}\n\nSome.\n',
  'es:terms.md': '---\ntitle: Términos\neffective_date: 2025-06-01\n---\n\n## Tarifas {#fees}\n\nDoce euros.\n\n## Ley {#law}\n\nEspaña.\n',
};

describe('atomFeed', () => {
  const site = siteFrom(files);

  it('is valid Atom with one entry per version, newest first, each linking to what it changed', () => {
    expect(site.diagnostics).toEqual([]);
    const feed = parseAtom(atomFeed(site, 'en'));
    expect(feed).toMatchObject({ lang: 'en', id: 'https://test.example.com/feed.xml', title: 'Test: changes to the documents', updated: '2025-06-01T00:00:00Z', author: { name: 'Test' } });
    expect(feed.link).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: 'https://test.example.com/feed.xml' },
      { rel: 'alternate', type: 'text/html', href: 'https://test.example.com/' },
    ]);
    expect(feed.entry.map((e) => [e.updated.slice(0, 10), e.title, e.link[0]!.href.replace('https://test.example.com', ''), e.summary])).toEqual([
      ['2025-06-01', 'Terms & Conditions: version in effect from June 1, 2025', '/docs/terms/changes/2025-06-01', '1 section changed.'],
      ['2024-06-01', 'Privacy: version in effect from June 1, 2024', '/docs/privacy/changes/2024-06-01', '1 section changed.'],
      ['2024-01-01', 'Terms & Conditions: version in effect from January 1, 2024', '/docs/terms/changes/2024-01-01', '1 section added.'],
      ['2023-03-01', 'Terms & Conditions: version in effect from March 1, 2023', '/docs/old/terms-2023', 'The first published version.'],
      ['2022-01-01', 'Privacy: version in effect from January 1, 2022', '/docs/old/privacy-2022', 'The first published version.'],
    ]);
    expect(feed.entry[0]!.id).toBe('tag:test.example.com,2025-06-01:/docs/terms');
  });

  it('speaks each locale, at its own address', () => {
    expect(feedPath(site, 'es')).toBe('/es/feed.xml');
    const feed = parseAtom(atomFeed(site, 'es'));
    expect(feed.lang).toBe('es');
    expect(feed.entry[0]).toMatchObject({ title: 'Términos: versión en vigor desde el 1 de junio de 2025', summary: '1 sección modificada.' });
    expect(feed.entry[0]!.link[0]!.href).toBe('https://test.example.com/es/docs/terms/changes/2025-06-01');
  });

  it('is not published when no document has versions', () => {
    expect(feedPath(siteFrom({ 'en:intro.md': '---\ntitle: Intro\neffective_date: 2025-01-01\n---\n\nHello.\n' }), 'en')).toBeUndefined();
  });
});
