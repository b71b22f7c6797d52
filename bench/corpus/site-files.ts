// The files around the documents: the site config, `_category_.json` per folder and locale, and
// the logo. In: the corpus plan; out: site-relative path → file text.

import path from 'node:path';
import { products, type CorpusPlan, type FolderPlan } from './plan.ts';
import { locales, texts, type Locale } from './texts.ts';

/** The sidebars of the real site: the legal documents, and the archive. */
const realDocs = `{
    mainDocId: 'archive/overwolf/updates',
    sidebars: {
      legal: { dirName: '.', exclude: ['archive'], link: 'overwolf/intro' },
      archive: { dirName: 'archive', link: 'archive/overwolf/updates' },
    },
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    showLastUpdateTime: true,
  }`;

/** The corpus's config: its locales (every one by default), the two sidebars of the real site (or `docs`), dark by default. */
export function configFile(siteLocales: readonly Locale[] = locales, docs = realDocs): string {
  const localeEntries = siteLocales.map((l) => `      ${JSON.stringify(l)}: { label: ${JSON.stringify(texts[l].label)}, direction: 'ltr', htmlLang: ${JSON.stringify(l)} },`);
  return `// The benchmark corpus's configuration (written by bench/corpus; regenerate rather than edit).
import { defineConfig } from 'legaldocs';

export default defineConfig({
  title: 'Benchmark Legal',
  tagline: 'Synthetic legal documents for measuring legaldocs.',
  url: 'https://legal.example.com',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  i18n: {
    defaultLocale: 'en',
    locales: {
${localeEntries.join('\n')}
    },
  },
  navbar: {
    title: 'Benchmark Legal',
    logo: { alt: 'Benchmark logo', src: 'img/logo.svg' },
    items: [{ type: 'docSidebar', sidebarId: 'legal', label: 'Legal', position: 'left', hidden: true }],
  },
  footer: {
    copyright: 'Copyright © {year} Example. All rights reserved.',
    links: [{ label: 'YouTube', href: 'https://www.youtube.com/@example', icon: 'youtube' }],
  },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  docs: ${docs},
  supportUrl: 'https://support.example.com/hc/requests/new',
  search: { provider: 'local' },
});
`;
}

/** A folder's sidebar label in a locale: product names stay, dated folders keep their date. */
export function folderLabel(dir: string, locale: Locale): string {
  const name = path.posix.basename(dir);
  const folders = texts[locale].folders;
  if (name in products) return products[name as keyof typeof products];
  const series = /^series-(\d+)$/.exec(name);
  if (series) return folders.series.replace('{n}', series[1]!);
  return name in folders ? folders[name as keyof typeof folders] : name;
}

function category(folder: FolderPlan, locale: Locale): string {
  return `${JSON.stringify({ label: folderLabel(folder.dir, locale), position: folder.position, collapsed: folder.dir.includes('/') })}\n`;
}

export const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b5bdb"/><path d="M9 8h4v12h10v4H9z" fill="#fff"/></svg>\n`;

/** Config, categories (the docs root included, labelled as the legal sidebar) and static files. */
export function siteFiles(plan: CorpusPlan): Map<string, string> {
  const files = new Map<string, string>([
    ['config/legal-docs.config.ts', configFile()],
    ['static/img/logo.svg', logo],
  ]);
  for (const locale of locales) {
    const docsDir = locale === 'en' ? 'content/docs' : `content/i18n/${locale}/docs`;
    files.set(`${docsDir}/_category_.json`, `${JSON.stringify({ label: texts[locale].folders.legal })}\n`);
    for (const folder of plan.folders) files.set(`${docsDir}/${folder.dir}/_category_.json`, category(folder, locale));
  }
  return files;
}
