// The corpus read as any docs generator needs it: each locale's documents and category files below
// its docs folder, and each document's title and sidebar position from its front matter.
// In: the corpus's files (site-relative path → text); out: one entry per file of a docs folder.

import { locales, type Locale } from '../corpus/texts.ts';

export interface CorpusDoc {
  locale: Locale;
  /** The path below the locale's docs folder: 'overwolf/cookies-policy.md', 'overwolf/_category_.json'. */
  rel: string;
  text: string;
}

const known = new Set<string>(locales);

/** Every file of every locale's docs folder (the default locale's in content/docs, the others' in content/i18n/<locale>/docs). */
export function corpusDocs(corpus: Map<string, string>): CorpusDoc[] {
  const docs: CorpusDoc[] = [];
  for (const [file, text] of corpus) {
    if (file.startsWith('content/docs/')) docs.push({ locale: 'en', rel: file.slice('content/docs/'.length), text });
    const translated = /^content\/i18n\/([^/]+)\/docs\/(.*)$/.exec(file);
    if (translated && known.has(translated[1]!)) docs.push({ locale: translated[1] as Locale, rel: translated[2]!, text });
  }
  return docs;
}

/** A document's title and sidebar position, from the simple front matter the corpus writes. */
export function frontMatter(text: string): { title: string; position?: number } {
  const head = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const title = /^title: (.*)$/m.exec(head)?.[1];
  const position = /^sidebar_position: (\d+)$/m.exec(head)?.[1];
  return { title: title ? (JSON.parse(title) as string) : '', ...(position ? { position: Number(position) } : {}) };
}
