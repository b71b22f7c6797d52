import { describe, expect, it } from 'vitest';
import { searchRecords } from '../../../../src/generator/search/records.ts';
import { siteFrom } from '../../../helpers/site.ts';

const site = siteFrom({
  'en:intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
  'en:product/_x.md': '',
  'en:product/privacy.md': '---\ntitle: Privacy\n---\n\nLead.\n\n## Data {#data}\n\nWe keep <b>little</b>.\n\n### Cookies {#cookies}\n\n- One\n- Two\n\n## Rights\n\nYou may ask.\n',
  'es:product/privacy.md': '---\ntitle: Privacidad\n---\n\n## Datos {#data}\n\nGuardamos poco.\n',
});

describe('search records', () => {
  it('are shaped like DocSearch records, with hierarchy, anchors and facets', () => {
    const records = searchRecords(site, 'en').filter((r) => r.url.includes('privacy'));
    expect(records.map((r) => [r.type, r.content, r.url.replace('https://test.example.com', '')])).toEqual([
      ['lvl1', null, '/docs/product/privacy'],
      ['content', 'Lead.', '/docs/product/privacy'],
      ['lvl2', null, '/docs/product/privacy#data'],
      ['content', 'We keep little.', '/docs/product/privacy#data'],
      ['lvl3', null, '/docs/product/privacy#cookies'],
      ['content', 'One', '/docs/product/privacy#cookies'],
      ['content', 'Two', '/docs/product/privacy#cookies'],
      ['lvl2', null, '/docs/product/privacy#rights'],
      ['content', 'You may ask.', '/docs/product/privacy#rights'],
    ]);
    expect(records[6]).toMatchObject({
      hierarchy: { lvl0: 'product', lvl1: 'Privacy', lvl2: 'Data', lvl3: 'Cookies', lvl4: null, lvl5: null, lvl6: null },
      anchor: 'cookies',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(records[8]!.hierarchy.lvl3).toBeNull();
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('carry the locale as the language facet and the translated text', () => {
    const es = searchRecords(site, 'es').filter((r) => r.url.includes('privacy'));
    expect(es.every((r) => r.language === 'es' && r.url.startsWith('https://test.example.com/es/'))).toBe(true);
    expect(es.map((r) => r.content ?? r.hierarchy[r.type as 'lvl1'])).toEqual(['Privacidad', 'Datos', 'Guardamos poco.']);
  });

  it('group one level deep: the top-level category, an archived version with the document that superseded it, never a sidebar id', () => {
    const grouped = siteFrom({
      'en:intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
      'en:acme/web/privacy.md': '---\ntitle: Privacy\neffective_date: 2025-06-01\n---\n\nText.\n',
      'en:archive/acme/misc/01-28-2025/privacy.md': '---\ntitle: Privacy (2025)\n---\n\nOld text.\n',
    });
    const groups = new Map(searchRecords(grouped, 'en').map((r) => [r.url_without_anchor.replace('https://test.example.com', ''), r.hierarchy.lvl0]));
    expect(Object.fromEntries(groups)).toEqual({
      '/docs/intro': 'Test',
      '/docs/acme/web/privacy': 'acme',
      '/docs/archive/acme/misc/01-28-2025/privacy': 'acme',
    });
  });

  it('leave changes pages out: they repeat their versions’ text, which is indexed once, on the versions', () => {
    const versioned = siteFrom({
      'en:terms.md': '---\ntitle: Terms\neffective_date: 2025-06-01\n---\n\n## Fees {#fees}\n\nTen euros.\n',
      'en:old/terms.md': '---\ntitle: Terms (2024)\nversion_of: terms\neffective_date: 2024-01-01\n---\n\n## Fees {#fees}\n\nFive euros.\n',
    });
    expect(versioned.routes.some((r) => r.kind === 'changes')).toBe(true);
    const urls = searchRecords(versioned, 'en').map((r) => r.url_without_anchor.replace('https://test.example.com', ''));
    expect([...new Set(urls)]).toEqual(['/docs/terms', '/docs/old/terms']);
  });
});
