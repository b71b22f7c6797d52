// The search files a build publishes for each locale: the records for a hosted index, and the
// compact index and paragraphs the browser loads. In: the Site and the outputs plan; out: entries.

import type { Output } from '../generator/outputs.ts';
import type { Site } from '../generator/site.ts';
import { compactIndex } from './compact.ts';
import { searchRecords } from './records.ts';

/** Where the browser finds a locale's search files, relative to baseUrl. */
export const searchFiles = (locale: string) => ({
  records: `search/records.${locale}.json`,
  index: `search/index.${locale}.json`,
  text: `search/text.${locale}.json`,
});

/** Adds every locale's search files to the plan; each locale's records are read once, on demand. */
export function addSearchOutputs(outputs: Map<string, Output>, site: Site): void {
  const origin = site.config.url.replace(/\/$/, '');
  for (const { code } of site.locales) {
    if (!site.docs[code]) continue;
    let built: ReturnType<typeof build> | undefined;
    const build = () => {
      const records = searchRecords(site, code);
      return { records, ...compactIndex(code, records, origin) };
    };
    const get = () => (built ??= build());
    const files = searchFiles(code);
    outputs.set(files.records, { type: 'file', content: () => JSON.stringify(get().records) });
    outputs.set(files.index, { type: 'file', content: () => JSON.stringify(get().index) });
    outputs.set(files.text, { type: 'file', content: () => JSON.stringify(get().texts) });
  }
}
