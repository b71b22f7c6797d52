// The VitePress and Starlight sites the comparison builds: the same documents in every locale, in
// the order and under the labels the corpus gives them, so each tool builds the site legaldocs does.
import { describe, expect, it } from 'vitest';
import { starlightConfig, starlightFiles } from '../../../../bench/measure/compare-starlight.ts';
import { vitepressFiles, vitepressSidebar } from '../../../../bench/measure/compare-vitepress.ts';
import { corpusDocs } from '../../../../bench/measure/corpus-docs.ts';

const doc = (title: string, position?: number) => `---\ntitle: ${JSON.stringify(title)}\n${position === undefined ? '' : `sidebar_position: ${position}\n`}---\n\nText.\n`;
const corpus = new Map([
  ['content/docs/intro.md', doc('Introduction', 1)],
  ['content/docs/acme/_category_.json', JSON.stringify({ label: 'Acme', position: 2 })],
  ['content/docs/acme/terms.md', doc('Terms of Use', 2)],
  ['content/docs/acme/privacy.md', doc('Privacy Policy', 1)],
  ['content/docs/archive/acme/terms-2024.md', doc('Terms of Use (2024)')],
  ['content/i18n/es/docs/acme/_category_.json', JSON.stringify({ label: 'Acme ES', position: 2 })],
  ['content/i18n/es/docs/acme/terms.md', doc('Términos de uso', 2)],
  ['static/img/logo.svg', '<svg/>'],
]);

describe('the VitePress site', () => {
  it('puts English at docs/ and each other locale under its code, the static files in public/', () => {
    const files = vitepressFiles(corpus);
    expect([...files.keys()].filter((f) => f.endsWith('.md')).sort()).toEqual(['docs/acme/privacy.md', 'docs/acme/terms.md', 'docs/archive/acme/terms-2024.md', 'docs/intro.md', 'es/docs/acme/terms.md']);
    expect(files.get('public/img/logo.svg')).toBe('<svg/>');
  });

  it('makes a sidebar in the corpus order, categories labelled from their category files, the archive apart', () => {
    const docs = corpusDocs(corpus);
    expect(vitepressSidebar(docs.filter((d) => d.locale === 'en'), '/docs/', '', ['archive'])).toEqual([
      { text: 'Introduction', link: '/docs/intro' },
      { text: 'Acme', collapsed: false, items: [{ text: 'Privacy Policy', link: '/docs/acme/privacy' }, { text: 'Terms of Use', link: '/docs/acme/terms' }] },
    ]);
    expect(vitepressSidebar(docs.filter((d) => d.locale === 'es'), '/es/docs/', '')).toEqual([{ text: 'Acme ES', collapsed: false, items: [{ text: 'Términos de uso', link: '/es/docs/acme/terms' }] }]);
    expect(vitepressSidebar(docs.filter((d) => d.locale === 'en'), '/docs/', 'archive/')).toEqual([{ text: 'acme', collapsed: false, items: [{ text: 'Terms of Use (2024)', link: '/docs/archive/acme/terms-2024' }] }]);
  });
});

describe('the Starlight site', () => {
  it('puts the documents in its content collection by locale, with Docusaurus positions as Starlight orders', () => {
    const files = starlightFiles(corpus);
    expect(files.get('src/content/docs/docs/acme/terms.md')).toContain('sidebar:\n  order: 2\n');
    expect(files.has('src/content/docs/es/docs/acme/terms.md')).toBe(true);
    expect(files.get('src/assets/logo.svg')).toBe('<svg/>');
  });

  it('groups the sidebar by product, labelled in each locale from its category files, the archive last', () => {
    const config = starlightConfig(corpusDocs(corpus));
    const sidebar = JSON.parse(/"sidebar": (\[[\s\S]*?\n  \])/.exec(config)![1]!) as unknown[];
    expect(sidebar).toEqual([
      'docs/intro',
      { label: 'Acme', translations: { es: 'Acme ES' }, autogenerate: { directory: 'docs/acme' } },
      { label: 'archive', translations: {}, autogenerate: { directory: 'docs/archive' } },
    ]);
  });
});
