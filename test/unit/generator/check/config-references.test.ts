import { describe, expect, it } from 'vitest';
import { checkConfigReferences } from '../../../../src/generator/check/config-references.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const files = {
  'en:intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\n\nSee [terms](legal/terms.md#pay).\n',
  'en:legal/terms.md': '---\ntitle: Terms\nsidebar_label: Short terms\n---\n\n## Pay {#pay}\n',
  'en:legal/privacy.md': '---\ntitle: Privacy\nslug: /privacy-notice\nlast_update:\n  date: 2024-03-15\n---\n\nText.\n',
  'es:intro.md': '---\ntitle: Introducción\n---\n\nVea los [términos](legal/terms.md#pay).\n',
};

// siteFrom builds from a config file 'config.ts' with no text: every key is located at the file.
const config = { file: 'config.ts', source: '' };

describe('checkConfigReferences', () => {
  it('passes a config whose references all exist', () => {
    expect(checkConfigReferences(siteFrom(files), config)).toEqual([]);
  });

  it('reports an unknown doc id with the available ids and the closest one', () => {
    const bad = siteFrom(files, { ...baseConfig, docs: { mainDocId: 'intr', sidebars: { main: { dirName: '.', link: 'legal/term' } } } });
    const messages = checkConfigReferences(bad, config).map((d) => `${d.code}: ${d.message} | ${d.hint}`);
    expect(messages).toEqual([
      expect.stringMatching(/^unknown-reference: sidebar "main" links to doc id "legal\/term".*Did you mean "legal\/terms"\? Available: "intro", "legal\/privacy", "legal\/terms"/),
      expect.stringMatching(/^unknown-reference: docs.mainDocId "intr".*Did you mean "intro"/),
    ]);
  });

  it('reports a sidebar with nothing to link to, saying where its documents go', () => {
    const bad = siteFrom(files, { ...baseConfig, docs: { mainDocId: 'intro', sidebars: { main: { dirName: '.' }, empty: { dirName: 'nothing-here' } } } });
    expect(bad.diagnostics).toEqual([]);
    expect(checkConfigReferences(bad, config)).toEqual([
      expect.objectContaining({
        code: 'empty-sidebar',
        severity: 'error',
        message: 'sidebar "empty" has no documents: there are none in content/docs/nothing-here/',
        hint: 'Put its markdown files in content/docs/nothing-here/ (its dirName is "nothing-here"), point dirName at a folder that has some, or remove the sidebar.',
      }),
    ]);
  });

  it('with no documents at all, says so and where they go, once per sidebar and without "did you mean"', () => {
    const withNavbar = {
      ...baseConfig,
      navbar: { items: [{ type: 'docSidebar' as const, sidebarId: 'main', label: 'Docs' }] },
      docs: { mainDocId: 'legal/terms', sidebars: { main: { dirName: '.', exclude: ['archive'] }, archive: { dirName: 'archive' } } },
    };
    const messages = checkConfigReferences(siteFrom({}, withNavbar), config).map((d) => `${d.code}: ${d.message} | ${d.hint}`);
    expect(messages).toEqual([
      'empty-sidebar: sidebar "main" has no documents: there are none in content/docs/ | Put the documents in content/docs/ (e.g. content/docs/intro.md; translations in content/i18n/<locale>/docs/); content/README.md says how.',
      'empty-sidebar: sidebar "archive" has no documents: there are none in content/docs/archive/ | Put the documents in content/docs/archive/ (e.g. content/docs/archive/intro.md; translations in content/i18n/<locale>/docs/); content/README.md says how.',
      'unknown-reference: docs.mainDocId "legal/terms" is not a doc id | There are no documents yet: add content/docs/legal/terms.md, or name the document to open first.',
    ]);
  });

  it('names a navbar item whose sidebar or document does not exist, at its key in the config file', () => {
    const navbar = { items: [{ type: 'docSidebar' as const, sidebarId: 'mian', label: 'Docs' }, { type: 'doc' as const, docId: 'legal/term', label: 'Terms' }] };
    const source = "export default {\n  navbar: {\n    items: [\n      { type: 'docSidebar', sidebarId: 'mian', label: 'Docs' },\n      { type: 'doc', docId: 'legal/term', label: 'Terms' },\n    ],\n  },\n};\n";
    expect(checkConfigReferences(siteFrom(files, { ...baseConfig, navbar }), { file: 'config.ts', source })).toEqual([
      expect.objectContaining({ code: 'unknown-reference', file: 'config.ts', line: 4, column: 29, message: 'navbar item 1 ("Docs") names sidebar "mian", which does not exist', hint: 'Did you mean "main"? Available: "main".' }),
      expect.objectContaining({ code: 'unknown-reference', file: 'config.ts', line: 5, column: 22, message: 'navbar item 2 ("Terms") names doc id "legal/term", which does not exist' }),
    ]);
  });

  it('names each file the config names that static/ lacks, at its key, with the closest file there is', () => {
    const navbar = { items: [], logo: { alt: 'Acme', src: 'img/logo.svg', srcDark: '/img/logo-dark.svg' } };
    const source = "export default {\n  favicon: 'img/favicn.ico',\n  navbar: {\n    logo: {\n      alt: 'Acme',\n      src: 'img/logo.svg',\n      srcDark: '/img/logo-dark.svg',\n    },\n  },\n};\n";
    const staticFiles = ['img/favicon.ico', 'img/acme-wordmark.svg', 'img/logo-dark.svg'];
    const site = siteFrom(files, { ...baseConfig, favicon: 'img/favicn.ico', navbar }, { staticFiles });
    expect(checkConfigReferences(site, { file: 'config.ts', source })).toEqual([
      {
        severity: 'error',
        code: 'missing-file',
        file: 'config.ts',
        line: 2,
        column: 3,
        message: 'favicon "img/favicn.ico": there is no file "static/img/favicn.ico"',
        hint: 'Did you mean "img/favicon.ico"? Files the config names are paths in static/.',
      },
      {
        severity: 'error',
        code: 'missing-file',
        file: 'config.ts',
        line: 6,
        column: 7,
        message: 'navbar.logo.src "img/logo.svg": there is no file "static/img/logo.svg"',
        hint: 'Files of that kind in static/: "img/acme-wordmark.svg", "img/logo-dark.svg". Files the config names are paths in static/.',
      },
    ]);
    // With no file of its kind, where files go; a URL of another site is not checked.
    const far = siteFrom(files, { ...baseConfig, favicon: 'https://cdn.example.com/icon.ico', navbar: { items: [], logo: { alt: 'Acme', src: 'brand/mark.webp' } } }, { staticFiles });
    expect(checkConfigReferences(far, config).map((d) => d.hint)).toEqual(['Put the file in static/ and give its path there (static/img/logo.svg is "img/logo.svg").']);
  });
});
