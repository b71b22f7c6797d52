// Content a site holds where this layout does not read it: the other layout's documents and
// translations, and a Docusaurus site's blog, pages, versions, config, theme and its translations.
// In: the site root, its layout and locales; out: one warning per place, saying what to do instead.

import path from 'node:path';
import fg from 'fast-glob';
import { MisplacedContent, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { contentLayout, layouts, type ContentLayout } from './layout.ts';
import { defaultConfigPath } from '../../config/schema.ts';

/** A legaldocs config file in a folder, or in its config/ folder. */
const ownConfigs = '{,config/}{legaldocs,legal-docs}.config.{ts,mts,cts,js,mjs,cjs}';

/** What a Docusaurus site may hold that legaldocs does not publish, and what to do instead. */
const unpublished = [
  { glob: 'blog/**/*.{md,mdx}', what: 'blog post', hint: 'legaldocs has no blog: move posts that should stay published into the docs folder as documents.' },
  { glob: 'src/pages/**/*.{md,mdx,js,jsx,ts,tsx}', what: 'page', hint: 'Write them as documents in the docs folder; a document with slug: / is the docs landing page.' },
];

/** The hint for a locale's Docusaurus UI string files: their keys are not legaldocs's, so changes go in that locale's ui.json. */
const uiStringsHint = (file: string) => {
  const locale = file.split('/')[1]!;
  return `Built-in strings cover 11 locales; to change some for ${locale}, write them in "${layouts.docusaurus.uiStrings.replace('{locale}', locale)}" (or the file i18n.uiStrings names) under the keys of legaldocs's English strings (src/i18n/locales/en.ts in its repository).`;
};

/** What is known of a Docusaurus site besides its folders. */
export interface DocusaurusSite {
  /** The Docusaurus config the legaldocs config says it was made from (config/made-from.ts): its settings are carried over. */
  configMadeFrom?: string | undefined;
}

/** Files that configure, translate or replace Docusaurus's own interface, which legaldocs draws its own way; each one found is named. */
const unread: { glob: string; folder?: boolean; why: string; partly?: true; carried?: true; hint: (file: string) => string }[] = [
  {
    glob: 'docusaurus.config.{js,mjs,cjs,ts,mts,cts}',
    partly: true,
    carried: true,
    why: "legaldocs takes its docs plugin's options (path, routeBasePath, exclude, sidebarPath) and every other setting from its own config file",
    hint: () => `Set title, url, baseUrl, i18n, navbar and footer in the legaldocs config (${defaultConfigPath} by default); legaldocs's docs/configuration.md lists every key.`,
  },
  { glob: 'i18n/*/code.json', why: 'legaldocs has its own interface strings', hint: uiStringsHint },
  {
    glob: 'i18n/*/docusaurus-theme-classic/*.json',
    why: 'legaldocs has its own interface strings',
    hint: (file) => `The navbar title and footer copyright take a text per locale in the legaldocs config ({ en: '…', '${file.split('/')[1]}': '…' }). ${uiStringsHint(file)}`,
  },
  {
    glob: 'src/theme',
    folder: true,
    why: 'legaldocs renders pages with its own components, so swizzled ones are not used',
    hint: () => 'Move what they added into the legaldocs config (navbar, footer, announcementBar, head) or into the documents, as markdown or raw HTML.',
  },
];

/**
 * Folders where the other layouts keep documents or translations, and (in a Docusaurus site) the
 * blog, pages, versions, config, theme and its translations: content there is not read, which a warning says.
 */
export async function misplaced(root: string, layout: ContentLayout, locales: readonly string[], defaultLocale: string, docusaurus: false | DocusaurusSite): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const { glob, what, hint } of docusaurus ? unpublished : []) {
    const found = await fg([glob], { cwd: root }).catch(() => []);
    const folder = glob.split('/*')[0]!;
    const many = found.length > 1;
    if (found.length) out.push(new MisplacedContent(`${found.length} ${what}${many ? 's' : ''} in "${folder}" ${many ? 'are' : 'is'} not published`, { file: folder, hint }).toDiagnostic());
  }
  for (const { glob, folder, why, partly, carried, hint } of docusaurus ? unread : []) {
    const found = await fg([glob], { cwd: root, onlyDirectories: folder ?? false }).catch(() => []);
    // A legaldocs config made from this file holds what it could carry over, and said what it could not.
    for (const file of found.sort()) if (!(carried && docusaurus && docusaurus.configMadeFrom === file)) out.push(new MisplacedContent(`"${file}" is ${partly ? 'only partly' : 'not'} read: ${why}`, { file, hint: hint(file) }).toDiagnostic());
  }
  for (const [name, preset] of Object.entries(layouts)) {
    const other = contentLayout(preset.docs, preset.translations);
    const setting = `layout: '${name}'`;
    if (other.docsDir !== layout.docsDir && !other.docsDir.startsWith(`${layout.docsDir}/`)) {
      const found = await fg(['**/*.{md,mdx}'], { cwd: path.join(root, other.docsDir), deep: 3 }).catch(() => []);
      // A folder with a legaldocs config of its own (a second site, such as a tool's reference) is that config's to publish.
      const ownConfig = found.length && (await fg([ownConfigs], { cwd: path.join(root, other.docsDir) }).catch(() => [])).length > 0;
      if (found.length && !ownConfig) {
        out.push(
          new MisplacedContent(`documents in "${other.docsDir}" are not read: this site reads documents from "${layout.docsDir}"`, {
            file: other.docsDir,
            hint: `Move them to "${layout.docsDir}", or set ${setting} (or docs.path) in the config if this is the site's content.`,
          }).toDiagnostic(),
        );
      }
    }
    if (other.translationsPattern === layout.translationsPattern) continue;
    const [before = '', after = ''] = other.translationsPattern.split('{locale}');
    const dirs = await fg([`${before}*${after}`], { cwd: root, onlyDirectories: true }).catch(() => []);
    for (const dir of dirs.sort()) {
      const code = dir.slice(before.length, dir.length - after.length);
      const where = code !== defaultLocale && locales.includes(code) ? `; its translations belong in "${layout.translationsDir(code)}"` : '';
      out.push(
        new MisplacedContent(`translations in "${dir}" are not read: this site reads translations from "${layout.translationsPattern}"${where}`, {
          file: dir,
          hint: `Move the folder there, or set ${setting} (or docs.translationsPath) in the config if this is where the site keeps translations.`,
        }).toDiagnostic(),
      );
    }
  }
  return out;
}
