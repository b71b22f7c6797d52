import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusExcludeDefault, readDocusaurusConfig } from '../../../src/config/docusaurus.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';

/** A site folder (in the run's temporary folder) holding the given files. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ld-docusaurus-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const failure = async (dir: string) => {
  const error = await readDocusaurusConfig(dir).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LegaldocsError);
  return (error as LegaldocsError).diagnostics;
};

// The shape of a Docusaurus 2 site's config: CommonJS, packages that are not installed here,
// require.resolve of its own files, a second docs instance, the blog and the theme's settings.
const docusaurus2 = `const lightCodeTheme = require('prism-react-renderer/themes/github');
const path = require('path');

/** @type {import('@docusaurus/types').DocusaurusConfig} */
module.exports = {
  title: 'Example Legal',
  tagline: \`
    Terms and policies.
  \`,
  url: 'https://legal.example.org',
  baseUrl: '/legal/',
  favicon: 'img/favicon.ico',
  i18n: { defaultLocale: 'en', locales: ['en', 'zh'], localeConfigs: { zh: { label: '简体中文' } } },
  themeConfig: {
    algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'legal' },
    announcementBar: { id: 'new', content: 'New terms', isCloseable: false },
    navbar: {
      title: 'Legal',
      logo: { alt: 'Logo', src: 'img/logo.svg' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Documents', position: 'left' },
        { to: '/blog', label: 'Blog' },
        { type: 'docsVersionDropdown', position: 'right' },
        { label: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example' }] },
      ],
    },
    footer: {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Terms', to: '/docs/terms' }] }],
      copyright: \`Copyright © \${new Date().getFullYear()} Example\`,
    },
    prism: { theme: lightCodeTheme },
  },
  presets: [
    [
      require.resolve('@docusaurus/preset-classic'),
      {
        docs: {
          path: path.resolve(__dirname, 'legal'),
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars/legal.js'),
          exclude: ['**/drafts/**'],
          editUrl: 'https://github.com/example/edit/main/',
          lastVersion: 'current',
          versions: { current: { label: 'Unreleased', path: '/next/' } },
        },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],
    'docusaurus-plugin-sass',
  ],
};
`;

describe('readDocusaurusConfig', () => {
  it('is undefined for a site with no Docusaurus config', async () => {
    expect(await readDocusaurusConfig(await site({ 'docs/a.md': '# A' }))).toBeUndefined();
  });

  it("reads a Docusaurus 2 config that requires packages the site has not installed, and its docs plugin's options", async () => {
    const dir = await site({ 'docusaurus.config.js': docusaurus2, 'sidebars/legal.js': 'module.exports = {};', 'src/css/custom.css': '' });
    const config = (await readDocusaurusConfig(dir))!;
    expect(config).toMatchObject({
      file: 'docusaurus.config.js',
      title: 'Example Legal',
      tagline: 'Terms and policies.',
      url: 'https://legal.example.org',
      baseUrl: '/legal/',
      favicon: 'img/favicon.ico',
      // require.resolve's absolute path, relative to the site.
      customCss: ['src/css/custom.css'],
      i18n: { defaultLocale: 'en', locales: ['en', 'zh'], localeConfigs: { zh: { label: '简体中文' } } },
      algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'legal' },
      announcementBar: { id: 'new', content: 'New terms', isCloseable: false },
      navbar: {
        title: 'Legal',
        logo: { alt: 'Logo', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'intro', label: 'Documents', position: 'left' },
          { type: 'default', to: '/blog', label: 'Blog' },
          { type: 'docsVersionDropdown', position: 'right' },
          { type: 'dropdown', label: 'More', items: [{ type: 'default', label: 'GitHub', href: 'https://github.com/example' }] },
        ],
      },
      footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Terms', to: '/docs/terms' }] }], copyright: `Copyright © ${new Date().getFullYear()} Example` },
      docs: {
        path: 'legal',
        routeBasePath: '',
        sidebarPath: 'sidebars/legal.js',
        exclude: ['**/drafts/**'],
        include: ['**/*.{md,mdx}'],
        editUrl: 'https://github.com/example/edit/main/',
        lastVersion: 'current',
        versions: { current: { label: 'Unreleased', path: 'next' } },
        includeCurrentVersion: true,
      },
      otherDocs: [{ id: 'community', path: 'community', routeBasePath: 'community', line: 53, column: 47 }],
      blog: false,
      plugins: ['docusaurus-plugin-sass'],
    });
    expect(config.locate(['routeBasePath'])).toEqual({ line: 40, column: 11 });
  });

  it('reads a Docusaurus 3 TypeScript config exported as an async function, with ESM imports and satisfies', async () => {
    const dir = await site({
      'docusaurus.config.ts': [
        "import {themes as prismThemes} from 'prism-react-renderer';",
        "import type {Config} from '@docusaurus/types';",
        "import type * as Preset from '@docusaurus/preset-classic';",
        "import versions from './versions.json';",
        'export default async function createConfig(): Promise<Config> {',
        '  return {',
        "    title: 'Legal', url: 'https://example.com', baseUrl: '/',",
        "    presets: [['classic', { docs: { sidebarPath: './sidebars.ts', lastVersion: versions[0] } } satisfies Preset.Options]],",
        '    themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula } },',
        '  };',
        '}',
      ].join('\n'),
      'versions.json': '["2.0", "1.0"]',
    });
    expect(await readDocusaurusConfig(dir)).toMatchObject({
      title: 'Legal',
      docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.ts', lastVersion: '2.0', exclude: docusaurusExcludeDefault },
      blog: true,
      otherDocs: [],
    });
  });

  it('has no docs when the preset turns them off and no docs plugin stands in', async () => {
    const dir = await site({ 'docusaurus.config.mjs': "export default { title: 'T', presets: [['@docusaurus/preset-classic', { docs: false }]] };" });
    expect((await readDocusaurusConfig(dir))!.docs).toBeUndefined();
  });

  it('reports a docs plugin option of the wrong type at its line', async () => {
    const dir = await site({ 'docusaurus.config.js': "module.exports = {\n  presets: [['classic', {\n    docs: {\n      routeBasePath: 42,\n    },\n  }]],\n};\n" });
    expect(await failure(dir)).toEqual([
      expect.objectContaining({ code: 'invalid-config', file: 'docusaurus.config.js', line: 4, column: 7, message: 'docs plugin option `routeBasePath`: expected string, received number' }),
    ]);
  });

  it('reports a config that throws at the line that threw', async () => {
    const dir = await site({ 'docusaurus.config.js': "const x = 1;\nmodule.exports = { title: undefinedName };\n" });
    expect(await failure(dir)).toEqual([
      expect.objectContaining({ file: 'docusaurus.config.js', line: 2, message: 'the Docusaurus config "docusaurus.config.js" threw while loading: undefinedName is not defined' }),
    ]);
  });

  it('reports a config whose function throws at the line that threw', async () => {
    const dir = await site({ 'docusaurus.config.js': "module.exports = async () => {\n  throw new Error('no env');\n};\n" });
    expect(await failure(dir)).toEqual([expect.objectContaining({ file: 'docusaurus.config.js', line: 2, message: 'the Docusaurus config "docusaurus.config.js" threw while loading: no env' })]);
  });
});
