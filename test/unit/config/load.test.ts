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
