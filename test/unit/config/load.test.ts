import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../../src/config/load.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';
import { baseConfig } from '../../helpers/site.ts';

function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof LegaldocsError) return error.diagnostics;
    throw error;
  }
  throw new Error('expected a LegaldocsError');
}

describe('validateConfig', () => {
  it('fills in the defaults', () => {
    const config = validateConfig(baseConfig, 'c.ts', '');
    expect(config.baseUrl).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.search).toEqual({ provider: 'local', maxResultsPerGroup: 5 });
    expect(config.head).toEqual({ scripts: [], stylesheets: [] });
    expect(config.docs).toMatchObject({ showLastUpdateTime: true, showLastUpdateAuthor: false, breadcrumbs: false, toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } });
  });

  it('names the file, line, key path and what was expected for each bad key', () => {
    const source = "export default {\n  title: 'T',\n  colorMode: {\n    defaultMode: 'dusk',\n  },\n  tagln: 'x',\n};\n";
    const diagnostics = errorsOf(() => validateConfig({ ...baseConfig, colorMode: { defaultMode: 'dusk' }, tagln: 'x' }, 'config/site.ts', source));
    expect(diagnostics).toHaveLength(2);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ file: 'config/site.ts', line: 4, message: expect.stringMatching(/`colorMode.defaultMode`.*"light".*"dark", got "dusk"/) }),
    );
    expect(diagnostics).toContainEqual(expect.objectContaining({ file: 'config/site.ts', line: 6, message: expect.stringContaining('unknown key "tagln"') }));
  });

  it('locates a bad array element at its own line, not at the first element of the array', () => {
    const links = [
      { label: 'A', href: 'https://a.example' },
      { label: 'B', href: 'https://b.example' },
      { label: 'C', href: 'javascript:alert(1)' },
    ];
    const source = ['export default {', '  footer: {', "    copyright: 'c',", '    links: [', ...links.map((l) => `      { label: '${l.label}', href: '${l.href}' },`), '    ],', '  },', '};', ''].join('\n');
    const diagnostics = errorsOf(() => validateConfig({ ...baseConfig, footer: { copyright: 'c', links } }, 'config/site.ts', source));
    expect(diagnostics.map((d) => [d.line, d.column, d.message.split(':')[0]])).toEqual([[7, 21, 'config key `footer.links[2].href`']]);
  });

  it('takes a Docusaurus layout with no docs key at all, and refuses sidebars given twice or a translations path without {locale}', () => {
    const { docs: _docs, ...noDocs } = baseConfig;
    const config = validateConfig({ ...noDocs, layout: 'docusaurus' }, 'c.ts', '');
    expect(config.layout).toBe('docusaurus');
    expect(config.docs).toMatchObject({ versionLabel: 'Next', showLastUpdateTime: true, toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } });
    const twice = errorsOf(() => validateConfig({ ...baseConfig, docs: { sidebarPath: 'sidebars.js', sidebars: { main: { dirName: '.' } } } }, 'c.ts', ''));
    expect(twice.map((d) => d.message)).toEqual(['config key `docs.sidebars`: give sidebars either here (docs.sidebars) or in a sidebars file (docs.sidebarPath), not both']);
    const pattern = errorsOf(() => validateConfig({ ...baseConfig, docs: { translationsPath: 'i18n/docs' } }, 'c.ts', ''));
    expect(pattern.map((d) => d.message)).toEqual(['config key `docs.translationsPath`: a path with {locale} in it once, standing for the locale code, got "i18n/docs"']);
    expect(() => validateConfig({ ...baseConfig, layout: 'hugo' }, 'c.ts', '')).toThrow(LegaldocsError);
  });

  it('says "appId is missing" and "apiKey is missing" for hosted search without credentials', () => {
    const diagnostics = errorsOf(() => validateConfig({ ...baseConfig, search: { provider: 'algolia', indexName: 'docs' } as never }, 'c.ts', ''));
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/appId is missing[\s\S]*apiKey is missing/);
  });

  it('rejects empty hosted-search credentials and hosts that are not URLs', () => {
    const search = { provider: 'algolia', appId: '', apiKey: '', indexName: 'docs', hosts: ['not a url'] };
    const messages = errorsOf(() => validateConfig({ ...baseConfig, search } as never, 'c.ts', '')).map((d) => d.message).join('\n');
    expect(messages).toMatch(/appId is missing[\s\S]*apiKey is missing/);
    expect(messages).toContain('search.hosts[0]');
  });

  it('refuses, each at its line, a locale code or htmlLang that is no BCP 47 tag, a baseUrl leading to another host or with raw spaces, a url with credentials or no web scheme, javascript: links, and header values a server cannot send', () => {
    const source = [
      'export default {',
      "  url: 'https://user:pw@example.com',",
      "  baseUrl: '//evil.com/',",
      "  i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en_US' } } },",
      "  supportUrl: 'javascript:alert(1)',",
      "  footer: { copyright: 'c', links: [{ label: 'X', href: 'javascript:alert(1)' }] },",
      "  navbar: { items: [{ type: 'link', label: 'Y', href: 'data:text/html,x' }] },",
      "  search: { provider: 'algolia', appId: 'APP日本', apiKey: 'key\\n', indexName: 'docs' },",
      '};',
    ].join('\n');
    const config = {
      ...baseConfig,
      url: 'https://user:pw@example.com',
      baseUrl: '//evil.com/',
      i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en_US' } } },
      supportUrl: 'javascript:alert(1)',
      footer: { copyright: 'c', links: [{ label: 'X', href: 'javascript:alert(1)' }] },
      navbar: { items: [{ type: 'link', label: 'Y', href: 'data:text/html,x' }] },
      search: { provider: 'algolia', appId: 'APP日本', apiKey: 'key\n', indexName: 'docs' },
    };
    const found = errorsOf(() => validateConfig(config, 'config/site.ts', source)).map((d) => `${d.line} ${d.message.split(':')[0]}`);
    expect(found.sort()).toEqual(
      [
        '2 config key `url`',
        '3 config key `baseUrl`',
        '4 config key `i18n.locales.en.htmlLang`',
        '5 config key `supportUrl`',
        '6 config key `footer.links[0].href`',
        '7 config key `navbar.items[0].href`',
        '8 config key `search.appId`',
        '8 config key `search.apiKey`',
      ].sort(),
    );
    const ftp = errorsOf(() => validateConfig({ ...baseConfig, url: 'ftp://example.com' }, 'c.ts', ''));
    expect(ftp.map((d) => d.message)).toEqual(['config key `url`: an http:// or https:// address, without a user name or password, got "ftp://example.com"']);
    const spaced = errorsOf(() => validateConfig({ ...baseConfig, baseUrl: '/a b/' }, 'c.ts', ''));
    expect(spaced.map((d) => d.message)).toEqual(['config key `baseUrl`: a URL path: spaces and characters outside ASCII percent-encoded ("/a%20b/"), got "/a b/"']);
    const code = errorsOf(() => validateConfig({ ...baseConfig, i18n: { defaultLocale: 'en', locales: { en: { label: 'E', htmlLang: 'en' }, 'en-x': { label: 'X', htmlLang: 'en' } } } }, 'c.ts', ''));
    expect(code.map((d) => d.message)).toEqual([expect.stringContaining('config key `i18n.locales.en-x`')]);
  });

  it('takes mailto: links, encoded base URLs and the tags browsers know', () => {
    const config = validateConfig(
      { ...baseConfig, baseUrl: '/legal%20docs/', supportUrl: 'mailto:legal@example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'E', htmlLang: 'en-US' }, 'zh-Hans': { label: '中文', htmlLang: 'zh-Hans-CN' } } } },
      'c.ts',
      '',
    );
    expect(config.baseUrl).toBe('/legal%20docs/');
  });

  it('names an unknown navbar item type', () => {
    const [d] = errorsOf(() => validateConfig({ ...baseConfig, navbar: { items: [{ type: 'search', label: 'x' }] } } as never, 'c.ts', ''));
    expect(d!.message).toMatch(/`navbar.items\[0\].type`: .*'link' \| 'doc' \| 'docSidebar' \| 'dropdown', got "search"/);
  });

  it('keeps the blog and breadcrumbs off', () => {
    expect(errorsOf(() => validateConfig({ ...baseConfig, blog: true } as never, 'c.ts', ''))[0]!.message).toContain('`blog`');
  });
});

describe('loadConfig', () => {
  it('bundles a TypeScript config that imports defineConfig from legaldocs', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ld-config-'));
    await writeFile(
      path.join(dir, 'site.config.ts'),
      `import { defineConfig } from 'legaldocs';\nconst year: number = 2025;\nexport default defineConfig(${JSON.stringify(baseConfig)} as never);\nvoid year;\n`,
    );
    const { config, file } = await loadConfig(dir, 'site.config.ts');
    expect(config.title).toBe('Test');
    expect(file).toBe('site.config.ts');
  });

  it('reports a missing config file with what to do', async () => {
    const error = (await loadConfig(os.tmpdir(), 'nope/missing.ts').catch((e: unknown) => e)) as LegaldocsError;
    expect(error.diagnostics[0]!.hint).toContain('--config');
  });
});
