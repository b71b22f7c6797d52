import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/components/App.tsx';
import { pageProps } from '../../../src/generator/render/page-props.ts';
import { baseConfig, siteFrom } from '../../helpers/site.ts';

const site = siteFrom(
  {
    'en:intro.md': '---\ntitle: Intro\n---\n\n## One {#one}\n\n### Two {#two}\n',
    'en:acme/terms.md': '---\ntitle: Terms\neffective_date: 2025-01-01\n---\n\nText.\n',
    'en:archive/acme/2024-01-31/terms.md': '---\ntitle: Old terms\n---\n\nOld.\n',
  },
  {
    ...baseConfig,
    announcementBar: { id: 'a1', content: 'News', backgroundColor: '#000', textColor: '#fff' },
    supportUrl: 'https://help.example.com/new',
  },
);

describe('App on the server', () => {
  for (const route of site.routes.filter((r) => r.locale === 'en')) {
    it(`${route.path}: skip link first, no inline styles (CSP), one main landmark`, () => {
      const html = renderToString(<App props={pageProps(site, route)} />);
      expect(/<(a|button|input|summary)\b[^>]*>/.exec(html)?.[0]).toContain('class="skip-link"');
      expect(html).not.toMatch(/\sstyle="/);
      expect(html.match(/<main\b/g)).toHaveLength(1);
      expect(html).toContain('id="main"');
    });
  }

  it('renders the support link and the archive banner with its current document', () => {
    const route = site.routes.find((r) => r.path === '/docs/archive/acme/2024-01-31/terms')!;
    const html = renderToString(<App props={pageProps(site, route)} />);
    expect(html).toContain('href="https://help.example.com/new"');
    expect(html).toMatch(/This is an archived version of this document\.[\s\S]*href="\/docs\/acme\/terms"/);
  });
});

describe('App without a footer in the config', () => {
  it('shows no empty copyright line', () => {
    const { footer: _footer, ...withoutFooter } = baseConfig;
    const bare = siteFrom({ 'en:intro.md': '# Intro\n\nText.\n' }, withoutFooter);
    const html = renderToString(<App props={pageProps(bare, bare.routes.find((r) => r.locale === 'en' && r.path === '/docs/intro')!)} />);
    expect(html).toContain('<footer class="footer">');
    expect(html).not.toContain('footer__copyright');
  });
});
