import { describe, expect, it } from 'vitest';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'en:terms.md': '---\ntitle: Terms\neffective_date: 2025-06-01\n---\n\n## Fees {#fees}\n\nTwelve euros.\n',
  'en:old/terms.md': '---\ntitle: Terms (2024)\nversion_of: terms\neffective_date: 2024-01-01\n---\n\n## Fees {#fees}\n\nTen euros.\n',
  'en:privacy.md': '---\ntitle: Privacy\neffective_date: 2024-06-01\n---\n\n## Data {#data}\n\nNone.\n',
  'en:old/privacy.md': '---\ntitle: Privacy (2022)\nversion_of: privacy\neffective_date: 2022-01-01\n---\n\n## Data {#data}\n\nSome.\n',
  'es:terms.md': '---\ntitle: Términos\neffective_date: 2025-06-01\n---\n\n## Tarifas {#fees}\n\nDoce euros.\n',
};
const bar = (extra: object) => ({ ...baseConfig, announcementBar: { id: 'news', backgroundColor: '#000', textColor: '#fff', ...extra } });
const chromeOf = (site: ReturnType<typeof siteFrom>, path: string) => pageProps(site, site.routes.find((r) => r.path === path)!).chrome;

describe('the announcement bar', () => {
  it('announces the latest change to any document, linking to its changes page, in each locale under one id', () => {
    const site = siteFrom(files, bar({ latestChange: true }));
    expect(chromeOf(site, '/docs/intro').announcementBar).toEqual({
      id: 'news:terms@2025-06-01',
      content: 'New version in effect from June 1, 2025: Terms.',
      link: { href: '/docs/terms/changes/2025-06-01', label: 'See what changed' },
      isCloseable: true,
    });
    expect(chromeOf(site, '/es/docs/intro').announcementBar).toEqual({
      id: 'news:terms@2025-06-01',
      content: 'Nueva versión en vigor desde el 1 de junio de 2025: Términos.',
      // The earlier version has no Spanish text: the changes page compares the English ones, and the link says so.
      link: { href: '/es/docs/terms/changes/2025-06-01', label: 'Ver qué cambió', inSource: true },
      isCloseable: true,
    });
  });

  it('falls back to its own text while no document has versions, and shows nothing without one', () => {
    const plain = { 'en:intro.md': files['en:intro.md'] };
    expect(chromeOf(siteFrom(plain, bar({ latestChange: true, content: 'Welcome.' })), '/docs/intro').announcementBar).toEqual({ id: 'news', content: 'Welcome.', isCloseable: true });
    expect(chromeOf(siteFrom(plain, bar({ latestChange: true })), '/docs/intro').announcementBar).toBeUndefined();
  });

  it('links every page to its locale’s feed', () => {
    const site = siteFrom(files);
    expect(chromeOf(site, '/es/docs/intro').feed).toEqual({ href: '/es/feed.xml' });
    expect(chromeOf(siteFrom({ 'en:intro.md': files['en:intro.md'] }), '/docs/intro').feed).toBeUndefined();
  });
});
