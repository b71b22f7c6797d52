// The whole benchmark site in memory: config, static files, categories and every document in
// every locale. In: scale and seed; out: site-relative path → file text (write it with writeCorpus).

import { writeDocument } from './document.ts';
import { planCorpus, type CorpusPlan, type CorpusVariant } from './plan.ts';
import { siteFiles } from './site-files.ts';
import { locales } from './texts.ts';

export interface Corpus {
  plan: CorpusPlan;
  files: Map<string, string>;
}

/** All files of the corpus; the same scale and seed always give the same bytes. */
export function generateCorpus(scale: number, seed: number, variant: CorpusVariant = 'plain'): Corpus {
  const plan = planCorpus(scale, seed, variant);
  const files = siteFiles(plan);
  plan.docs.forEach((doc, i) => {
    for (const locale of locales) {
      const dir = locale === 'en' ? 'content/docs' : `content/i18n/${locale}/docs`;
      files.set(`${dir}/${doc.relPath}`, writeDocument(plan, i, locale, seed));
    }
  });
  return { plan, files };
}
