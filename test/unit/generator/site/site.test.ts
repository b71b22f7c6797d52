import { describe, expect, it } from 'vitest';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\n\nSee [terms](legal/terms.md#pay).\n',
  'en:legal/terms.md': '---\ntitle: Terms\nsidebar_label: Short terms\n---\n\n## Pay {#pay}\n',
  'en:legal/privacy.md': '---\ntitle: Privacy\nslug: /privacy-notice\nlast_update:\n  date: 2024-03-15\n---\n\nText.\n',
  'es:intro.md': '---\ntitle: Introducción\n---\n\nVea los [términos](legal/terms.md#pay).\n',
};

describe('makeSite', () => {
  const site = siteFrom(files);

  it('creates home, search, docs landing, each doc and a 404 per locale', () => {
    const es = site.routes.filter((r) => r.locale === 'es').map((r) => `${r.kind} ${r.path} ${r.file}`);
    expect(es).toEqual([
      'home /es/ es/index.html',
      'search /es/search es/search.html',
      'docs-index /es/docs es/docs.html',
      'doc /es/docs/intro es/docs/intro.html',
      'doc /es/docs/legal/privacy es/docs/privacy-notice.html'.replace('legal/privacy es/docs/privacy-notice', 'privacy-notice es/docs/privacy-notice'),
      'doc /es/docs/legal/terms es/docs/legal/terms.html',
      'not-found /es/404 es/404.html',
    ]);
    expect(site.routes.find((r) => r.locale === 'en' && r.kind === 'home')!.path).toBe('/');
  });

  it('publishes the documents where docs.routeBasePath says: below /legal, or at the site root, where the document at / is the home page', () => {
    const routes = (routeBasePath: string, extra: Record<string, string> = {}) =>
      siteFrom({ ...files, ...extra }, { ...baseConfig, docs: { ...baseConfig.docs, routeBasePath } })
        .routes.filter((r) => r.locale === 'en')
        .map((r) => `${r.kind} ${r.path}`);
    expect(routes('legal')).toEqual(['home /', 'search /search', 'docs-index /legal', 'doc /legal/intro', 'doc /legal/privacy-notice', 'doc /legal/legal/terms', 'not-found /404']);
    // At the root, the home page lists the documents (no docs landing of its own) until one is published at /.
    expect(routes('/')).toEqual(['home /', 'search /search', 'doc /intro', 'doc /privacy-notice', 'doc /legal/terms', 'not-found /404']);
    expect(routes('/', { 'en:welcome.md': '---\ntitle: Welcome\nslug: /\n---\n\nHello.\n' })).toEqual([
      'search /search',
      'doc /intro',
      'doc /privacy-notice',
      'doc /legal/terms',
      'doc /',
      'not-found /404',
    ]);
  });

  it('flags untranslated pages as fallbacks and keeps translated ones', () => {
    expect(site.docs.es!['intro']!).toMatchObject({ fallback: false, title: 'Introducción', file: 'content/i18n/es/docs/intro.md' });
    expect(site.docs.es!['legal/terms']!).toMatchObject({ fallback: true, title: 'Terms', file: 'content/docs/legal/terms.md' });
  });

  it('resolves .md links to the target in the same locale', () => {
    expect(site.docs.es!['intro']!.html).toContain('href="/es/docs/legal/terms#pay"');
    expect(site.docs.en!['intro']!.html).toContain('href="/docs/legal/terms#pay"');
  });

  it('links prev/next in sidebar order with sidebar labels', () => {
    const terms = site.docs.en!['legal/terms']!;
    expect(terms.prev).toEqual({ title: 'Privacy', permalink: '/docs/privacy-notice' });
    expect(terms.next).toBeUndefined();
    expect(site.docs.en!['intro']!.next).toEqual({ title: 'Privacy', permalink: '/docs/privacy-notice' });
  });

  it('prefers front-matter last_update over git and mtime', () => {
    expect(site.docs.en!['legal/privacy']!.lastUpdated).toBe(Date.UTC(2024, 2, 15) / 1000);
    expect(site.docs.en!['legal/terms']!.lastUpdated).toBe(1_700_000_000);
    const fromGit = siteFrom(files, baseConfig, { gitTimes: new Map([['content/docs/legal/terms.md', 1_600_000_000]]) });
    expect(fromGit.docs.en!['legal/terms']!.lastUpdated).toBe(1_600_000_000);
  });

  it('records the docs version with each sidebar link', () => {
    expect(site.version).toEqual({ name: 'current', label: 'Next', mainDocId: 'intro', sidebars: { main: { link: 'intro' } } });
  });

  it('warns, without failing, when two documents claim one URL', () => {
    const dup = siteFrom({ ...files, 'en:copy.md': '---\ntitle: Copy\nslug: legal/terms\n---\n\nx\n' });
    expect(dup.diagnostics).toEqual([expect.objectContaining({ code: 'duplicate-route', severity: 'warning' })]);
  });

  it('rejects two documents claiming one id', () => {
    const dup = siteFrom({ ...files, 'en:legal/other.md': '---\nid: terms\ntitle: Other\n---\n\nx\n' });
    expect(dup.diagnostics).toEqual([expect.objectContaining({ code: 'duplicate-doc-id', severity: 'error' })]);
  });
});

describe('files the documents refer to', () => {
  const docs = {
    'en:legal/privacy.md': '---\ntitle: Privacy\n---\n\n![Flow](./img/flow.png) [Form](../forms/dpa.pdf#page=2) ![Logo](../../../static/img/logo.svg)\n',
    'es:legal/privacy.md': '---\ntitle: Privacidad\n---\n\n![Flujo](./img/flow.png) ![Propio](./img/propio.png)\n',
  };
  const site = siteFrom(docs, { ...baseConfig, docs: { mainDocId: 'legal/privacy', sidebars: { main: { dirName: '.' } } } }, {
    docFiles: ['content/docs/legal/img/flow.png', 'content/docs/forms/dpa.pdf', 'content/i18n/es/docs/legal/img/propio.png'],
    staticFiles: ['img/logo.svg'],
  });

  it('resolves each reference from the document’s own folder to the published file, keeping a #fragment', () => {
    const html = site.docs.en!['legal/privacy']!.html;
    expect(html).toContain('src="/assets/files/content_docs_legal_img_flow.png"');
    expect(html).toContain('href="/assets/files/content_docs_forms_dpa.pdf#page=2"');
    // A relative path into static/ leads to the static file's own URL.
    expect(html).toContain('src="/img/logo.svg"');
  });

  it('looks beside the translation first, then beside the original, so a translation may reuse its images', () => {
    expect(site.docs.es!['legal/privacy']!.files).toEqual({ './img/flow.png': 'content/docs/legal/img/flow.png', './img/propio.png': 'content/i18n/es/docs/legal/img/propio.png' });
    const own = siteFrom(docs, { ...baseConfig, docs: { mainDocId: 'legal/privacy', sidebars: { main: { dirName: '.' } } } }, {
      docFiles: ['content/docs/legal/img/flow.png', 'content/i18n/es/docs/legal/img/flow.png', 'content/i18n/es/docs/legal/img/propio.png'],
    });
    expect(own.docs.es!['legal/privacy']!.files['./img/flow.png']).toBe('content/i18n/es/docs/legal/img/flow.png');
  });

  it('takes Docusaurus’s @site/ prefix as the site folder', () => {
    const atSite = siteFrom({ 'en:intro.md': '---\ntitle: Intro\n---\n\n![Logo](@site/static/img/logo.svg) [Form](@site/content/docs/forms/dpa.pdf)\n' }, undefined, {
      docFiles: ['content/docs/forms/dpa.pdf'],
      staticFiles: ['img/logo.svg'],
    });
    expect(atSite.docs.en!['intro']!.html).toContain('<img src="/img/logo.svg" alt="Logo"> <a href="/assets/files/content_docs_forms_dpa.pdf">Form</a>');
  });

  it('lists each referenced file beside the documents once, for the output; static files are copied anyway', () => {
    expect(site.files).toEqual(['content/docs/forms/dpa.pdf', 'content/docs/legal/img/flow.png', 'content/i18n/es/docs/legal/img/propio.png']);
  });
});

describe('dates in titles and sidebar labels', () => {
  // A version copy as `legaldocs version` makes it (its title undated) in a folder named for its day,
  // on a site whose English writes dates the British way.
  const dated = siteFrom(
    {
      'en:intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'en:legal/cookies.md': '---\ntitle: Cookies Policy\neffective_date: 2025-06-02\n---\n\nNow.\n',
      'en:archive/2024-09-02/cookies.md': '---\ntitle: Cookies Policy\nversion_of: legal/cookies\neffective_date: 2024-09-02\n---\n\nThen.\n',
      'es:legal/cookies.md': '---\ntitle: Política de cookies\neffective_date: 2025-06-02\n---\n\nAhora.\n',
      'es:archive/2024-09-02/cookies.md': '---\ntitle: Política de cookies\n---\n\nAntes.\n',
    },
    { ...baseConfig, i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en', dateLocale: 'en-GB' }, es: { label: 'Español', htmlLang: 'es' } } } },
  );

  it("titles an earlier version with its day, in the locale's style, where its title is its document's", () => {
    expect(dated.diagnostics).toEqual([]);
    expect(dated.docs.en!['archive/2024-09-02/cookies']!.title).toBe('Cookies Policy (2 September 2024)');
    expect(dated.docs.es!['archive/2024-09-02/cookies']!.title).toBe('Política de cookies (2 de septiembre de 2024)');
    expect(dated.docs.en!['legal/cookies']!.title).toBe('Cookies Policy');
  });

  it("labels a folder named for a day with the day as the locale writes it", () => {
    const labels = (locale: string) => JSON.stringify(dated.sidebars[locale]!.main!.items);
    expect(labels('en')).toContain('"label":"2 September 2024"');
    expect(labels('es')).toContain('"label":"2 de septiembre de 2024"');
    expect(labels('en')).not.toContain('"label":"2024-09-02"');
  });
});
