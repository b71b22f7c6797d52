import { describe, expect, it } from 'vitest';
import { pageProps } from '../../../src/generator/page-props.ts';
import { baseConfig, siteFrom } from '../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'en:acme/terms.md': '---\ntitle: Terms\n---\n\n## One {#one}\n',
  'en:archive/acme/2024-01-31/terms.md': '---\ntitle: Old terms\n---\n\nOld.\n',
  'es:acme/terms.md': '---\ntitle: Términos\n---\n\n## Uno {#one}\n',
};

describe('pageProps', () => {
  const config = {
    ...baseConfig,
    announcementBar: { id: 'a1', content: 'News', backgroundColor: '#000', textColor: '#fff' },
    supportUrl: 'https://help.example.com/new',
    footer: { copyright: '© {year} Acme' },
  };
  const site = siteFrom(files, config);
  const route = (path: string) => site.routes.find((r) => r.path === path)!;

  it('links an archived page to the current document in the same locale', () => {
    expect(pageProps(site, route('/es/docs/archive/acme/2024-01-31/terms')).doc!.archive).toEqual({ current: { href: '/es/docs/acme/terms' } });
    expect(pageProps(site, route('/docs/acme/terms')).doc!.archive).toBeUndefined();
  });

  it('carries the chrome settings the client needs: bar, support link, year template, docs version', () => {
    const { chrome } = pageProps(site, route('/docs/intro'), new Date('2030-06-01T00:00:00Z'));
    expect(chrome.announcementBar).toEqual({ id: 'a1', content: 'News', isCloseable: true });
    expect(chrome.supportUrl).toBe('https://help.example.com/new');
    expect([chrome.copyright, chrome.copyrightTemplate]).toEqual(['© 2030 Acme', '© {year} Acme']);
    expect(chrome.docsVersion).toEqual({ pluginId: 'default', name: 'current', label: 'Next' });
  });
});
