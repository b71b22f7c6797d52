// Test helper: a Site built in memory from inline markdown, for unit tests of the later steps.

import { validateConfig } from '../../src/config/load.ts';
import type { UserConfig } from '../../src/config/schema.ts';
import { parseMarkdown } from '../../src/generator/markdown/parse.ts';
import { makeSite, type SiteInput } from '../../src/generator/site/site.ts';

export const baseConfig: UserConfig = {
  title: 'Test',
  url: 'https://test.example.com',
  i18n: {
    defaultLocale: 'en',
    locales: { en: { label: 'English', htmlLang: 'en' }, es: { label: 'Español', htmlLang: 'es' } },
  },
  navbar: { items: [] },
  footer: { copyright: '© {year}' },
  docs: { mainDocId: 'intro', sidebars: { main: { dirName: '.' } } },
};

/** files: `locale:relPath` → markdown (locale `en` is the source). Missing translations fall back. */
export function siteFrom(files: Record<string, string>, config: UserConfig = baseConfig, extra: Partial<SiteInput> = {}) {
  const validated = validateConfig(config, 'config.ts', '');
  const originals = Object.entries(files).filter(([k]) => k.startsWith('en:'));
  const docs: SiteInput['docs'] = [];
  for (const locale of Object.keys(validated.i18n.locales)) {
    for (const [key, text] of originals) {
      const relPath = key.slice(3);
      const translated = files[`${locale}:${relPath}`];
      const own = translated !== undefined;
      const file = own && locale !== 'en' ? `content/i18n/${locale}/docs/${relPath}` : `content/docs/${relPath}`;
      docs.push({ locale, doc: parseMarkdown({ file, relPath, text: own ? translated : text }), fallback: !own, mtime: 1_700_000_000 });
    }
  }
  return makeSite({
    config: validated,
    configFile: 'config.ts',
    configSource: '',
    docs,
    categories: [],
    gitTimes: new Map(),
    staticFiles: [],
    docFiles: [],
    publishFile: (file) => {
      const output = `assets/files/${file.replace(/\//g, '_')}`;
      return { output, url: `/${output}`, read: () => new TextEncoder().encode(file) };
    },
    today: '2026-01-01',
    ...extra,
  });
}
