// The search files a build publishes for each locale: the records for a hosted index, and the
// compact index and paragraphs the browser loads. In: the Site and the outputs plan; out: entries.

import type { Output } from '../render/outputs.ts';
import type { Site } from '../site/site.ts';
import { compactIndex } from '../../search/compact.ts';
import { searchFiles } from '../../shared/search-view.ts';
import { searchLanguage } from './language.ts';
import { recordsByDoc } from './records.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';


/**
 * Adds every locale's search files to the plan. A locale's three files are made together, from its
 * records read a document at a time, and let go once all three have been produced: a build writes
 * them one after another, and holding every locale's records until the end made a 10× site's build
 * peak at 1.7 GB.
 */
export function addSearchOutputs(outputs: Map<string, Output>, site: Site): void {
  const origin = withoutTrailingSlash(site.config.url);
  for (const { code } of site.locales) {
    if (!site.docs[code]) continue;
    const files = searchFiles(code);
    const kinds = Object.keys(files) as (keyof typeof files)[];
    let made: Record<keyof typeof files, string> | undefined;
    let unproduced = new Set(kinds);
    const make = () => {
      // The records file is the documents' record lists joined: no list of every record is kept.
      const parts: string[] = [];
      function* records() {
        for (const list of recordsByDoc(site, code)) {
          parts.push(JSON.stringify(list).slice(1, -1));
          yield* list;
        }
      }
      const { index, texts } = compactIndex(code, records(), origin, searchLanguage(code));
      return { records: `[${parts.join(',')}]`, index: JSON.stringify(index), text: JSON.stringify(texts) };
    };
    const produce = (kind: keyof typeof files) => () => {
      const json = (made ??= make())[kind];
      unproduced.delete(kind);
      if (!unproduced.size) [made, unproduced] = [undefined, new Set(kinds)];
      return json;
    };
    for (const kind of kinds) outputs.set(files[kind], { type: 'file', content: produce(kind) });
  }
}
