import { describe, expect, it } from 'vitest';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'en:acme/terms.md': '---\ntitle: Terms\neffective_date: 2025-06-02\nlast_update:\n  date: 2025-07-10\n---\n\n## One {#one}\n',
  'en:archive/acme/2024-01-31/terms.md': '---\ntitle: Old terms\n---\n\nOld.\n',
  'en:archive/acme/terms-2025.md': '---\ntitle: Terms (2025)\nversion_of: acme/terms\neffective_date: 2025-01-15\n---\n\nLess old.\n',
  'en:archive/acme/updates.md': '---\ntitle: Updates\neffective_date: 2025-06-02\n---\n\nA log.\n',
  'es:acme/terms.md': '---\ntitle: Términos\neffective_date: 2025-06-02\n---\n\n## Uno {#one}\n',
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

  it('gives an earlier version the days it was in effect and links to the current, earlier and later versions, in the same locale', () => {
    expect(site.diagnostics).toEqual([]);
    expect(pageProps(site, route('/es/docs/archive/acme/2024-01-31/terms')).doc!.archive).toEqual({
      from: { text: '31 de enero de 2024', iso: '2024-01-31' },
      until: { text: '14 de enero de 2025', iso: '2025-01-14' },
      current: { href: '/es/docs/acme/terms' },
      compareHref: '/es/docs/acme/terms/changes/since/2024-01-31',
      later: { href: '/es/docs/archive/acme/terms-2025', date: { text: '15 de enero de 2025', iso: '2025-01-15' }, current: false },
    });
    expect(pageProps(site, route('/docs/archive/acme/terms-2025')).doc!.archive).toMatchObject({
      earlier: { href: '/docs/archive/acme/2024-01-31/terms' },
      later: { href: '/docs/acme/terms', date: { iso: '2025-06-02' }, current: true },
    });
  });

  it('lists the earlier versions on the current document, newest first, and marks nothing else as archived', () => {
    const doc = pageProps(site, route('/docs/acme/terms')).doc!;
    expect(doc.archive).toBeUndefined();
    expect(doc.versions).toEqual([
      {
        href: '/docs/archive/acme/terms-2025',
        from: { text: 'January 15, 2025', iso: '2025-01-15' },
        until: { text: 'June 1, 2025', iso: '2025-06-01' },
        changesHref: '/docs/acme/terms/changes/2025-01-15',
      },
      { href: '/docs/archive/acme/2024-01-31/terms', from: { text: 'January 31, 2024', iso: '2024-01-31' }, until: { text: 'January 14, 2025', iso: '2025-01-14' } },
    ]);
    // An update log under archive/ is a live page, not a version.
    expect(pageProps(site, route('/docs/archive/acme/updates')).doc).toMatchObject({ effective: { iso: '2025-06-02' } });
    expect(pageProps(site, route('/docs/archive/acme/updates')).doc!.archive).toBeUndefined();
  });

  it('shows the effective date instead of a commit date, and a later declared update only as a correction', () => {
    const en = pageProps(site, route('/docs/acme/terms')).doc!;
    expect(en.effective).toEqual({ text: 'June 2, 2025', iso: '2025-06-02' });
    expect(en.lastUpdated).toBeUndefined();
    expect(en.corrected).toEqual({ text: 'July 10, 2025', iso: '2025-07-10' });
    const intro = pageProps(site, route('/docs/intro')).doc!;
    expect(intro.effective).toBeUndefined();
    expect(intro.lastUpdated).toBe('November 14, 2023');
  });

  it('carries the chrome settings the client needs: bar, support link, year template, docs version', () => {
    const { chrome } = pageProps(site, route('/docs/intro'), new Date('2030-06-01T00:00:00Z'));
    expect(chrome.announcementBar).toEqual({ id: 'a1', content: 'News', isCloseable: true });
    expect(chrome.supportUrl).toBe('https://help.example.com/new');
    expect([chrome.copyright, chrome.copyrightTemplate]).toEqual(['© 2030 Acme', '© {year} Acme']);
    expect(chrome.docsVersion).toEqual({ pluginId: 'default', name: 'current', label: 'Next' });
  });

  it('publishes a changes page per comparison in every locale, and links to them from the versions', () => {
    const changes = site.routes.filter((r) => r.kind === 'changes' && r.locale === 'en').map((r) => r.path);
    expect(changes).toEqual(['/docs/acme/terms/changes/2025-01-15', '/docs/acme/terms/changes/2025-06-02', '/docs/acme/terms/changes/since/2024-01-31']);
    expect(site.routes.filter((r) => r.kind === 'changes' && r.locale === 'es')).toHaveLength(3);
    const current = pageProps(site, route('/es/docs/acme/terms')).doc!;
    expect(current.changesHref).toBe('/es/docs/acme/terms/changes/2025-06-02');
    expect(current.versions!.map((v) => v.changesHref)).toEqual(['/es/docs/acme/terms/changes/2025-01-15', undefined]);
    const oldest = pageProps(site, route('/docs/archive/acme/2024-01-31/terms')).doc!;
    expect(oldest.archive!.compareHref).toBe('/docs/acme/terms/changes/since/2024-01-31');
    expect(oldest.changesHref).toBeUndefined();
    expect(pageProps(site, route('/docs/archive/acme/terms-2025')).doc!.archive!.compareHref).toBe('/docs/acme/terms/changes/2025-06-02');
  });

  it('gives a changes page the compared versions, their counts and the marked text, in the locale', () => {
    const props = pageProps(site, route('/es/docs/acme/terms/changes/2025-06-02'));
    expect(props.kind).toBe('changes');
    const changes = props.changes!;
    expect(changes).toMatchObject({
      title: 'Términos',
      docHref: '/es/docs/acme/terms',
      kind: 'on',
      older: { href: '/es/docs/archive/acme/terms-2025', from: { iso: '2025-01-15', text: '15 de enero de 2025' } },
      newer: { href: '/es/docs/acme/terms', current: true },
      // The older version has no Spanish text: both are compared in English, and the page says so.
      fallback: true,
      // The opening text went, the section "One" came.
      counts: [
        { badge: 'added', text: '1 sección añadida' },
        { badge: 'removed', text: '1 eliminada' },
      ],
    });
    expect(changes.html).toContain('[eliminado: </span>Less old.');
    expect(changes.html).toContain('<h2 id="one" class="diff-block--added">');
  });
});

describe('pageProps of a sidebar too large for each page to carry whole', () => {
  // 150 documents in three folders: the sidebar is cut on each page, and a cut category says where all its entries are.
  const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`en:part-${i % 3}/notice-${String(i).padStart(3, '0')}.md`, `---\ntitle: Notice ${i}\n---\n\nText.\n`]));
  const files = { 'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n', ...many };
  const more = (config: typeof baseConfig, path: string) => {
    const site = siteFrom(files, config);
    const sidebar = pageProps(site, site.routes.find((r) => r.path === path)!).sidebars[0]!;
    return sidebar.items.flatMap((i) => (i.type === 'category' && i.more ? [i.more.href] : []));
  };

  it('leads a cut category to the documents index, where every sidebar is listed whole', () => {
    const hrefs = more(baseConfig, '/docs/part-0/notice-000');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/docs#sidebar-main']));
  });

  it('leads it to the home page when the documents are at the site root, so there is no documents index', () => {
    const hrefs = more({ ...baseConfig, docs: { ...baseConfig.docs, routeBasePath: '/' } }, '/part-0/notice-000');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/']));
  });
});
