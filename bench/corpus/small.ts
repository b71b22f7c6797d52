// The many-small-documents corpus: thousands of short documents (a title and a sentence or two each)
// in three locales, in folders of fifty, as a site that publishes every notice, form and record as a
// page of its own. It measures what grows with the number of pages, not with the text (sidebars,
// page data, the page store). In: a number of documents and the seed; out: site-relative path → file text.

import { random } from './rng.ts';
import { configFile, logo } from './site-files.ts';
import { kinds, texts, type Locale } from './texts.ts';

/** The many-small-documents corpus's locales: the source, a Latin-script and a CJK translation. */
export const smallLocales: readonly Locale[] = ['en', 'es', 'ja'];
/** Documents per folder, and folders per top-level folder. */
const PER_FOLDER = 50;
const FOLDERS = 20;

const docsDirOf = (locale: Locale) => (locale === 'en' ? 'content/docs' : `content/i18n/${locale}/docs`);

/** `docs` small documents in each of smallLocales, with their config and categories. */
export function smallCorpus(docs: number, seed: number): Map<string, string> {
  const sidebar = `{
    mainDocId: 'part-01/folder-01/notice-0001',
    sidebars: { legal: { dirName: '.', link: 'part-01/folder-01/notice-0001' } },
    showLastUpdateTime: false,
  }`;
  const files = new Map<string, string>([
    ['config/legal-docs.config.ts', configFile(smallLocales, sidebar)],
    ['static/img/logo.svg', logo],
  ]);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  for (let i = 0; i < docs; i++) {
    const folder = Math.floor(i / PER_FOLDER);
    const dir = `part-${pad(Math.floor(folder / FOLDERS) + 1, 2)}/folder-${pad((folder % FOLDERS) + 1, 2)}`;
    const kind = random(seed, 'small', i).pick(kinds);
    for (const locale of smallLocales) {
      const t = texts[locale];
      const title = `${t.docTitles[kind]} ${pad(i + 1, 4)}`;
      // The same draw in every locale: translations say the same thing.
      const body = random(seed, 'small-text', i).sample(t.sentences, 1).map((s) => s.replace('{product}', 'Example'));
      files.set(`${docsDirOf(locale)}/${dir}/notice-${pad(i + 1, 4)}.md`, `---\ntitle: ${JSON.stringify(title)}\nsidebar_position: ${(i % PER_FOLDER) + 1}\n---\n\n${body.join(' ')}\n`);
    }
  }
  return files;
}
