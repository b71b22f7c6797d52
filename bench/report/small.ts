// The many-small-documents section of BENCHMARKS.md. In: a SmallResult; out: markdown.

import type { SmallResult } from '../measure/small.ts';
import { kb, mb, seconds, table, times } from './format.ts';

export function renderSmall(result: SmallResult): string {
  const row = (run: SmallResult['many']) => [run.docs, run.pages, mb(run.markdownBytes), seconds(run.wallMs), seconds(run.cpuMs), mb(run.peakRssBytes), run.outputBytes === undefined ? '—' : kb(run.outputBytes / run.pages)];
  return `## Many small documents

Thousands of short documents (a title and a sentence each) in 3 locales (en, es, ja), in folders
of fifty (bench/corpus/small.ts), built cold; and the same kind of site with 30 documents. What
grows here grows with the number of pages, not with the text: each page's sidebar, its data, the
page store. Output per page is every byte of the output folder (search files, assets and all)
over the pages.

${table(['documents', 'pages', 'markdown', 'wall', 'CPU', 'peak RSS', 'output per page'], [row(result.few), row(result.many)])}

The same document's page (\`${result.page.path}\`, its HTML and its data file): ${kb(result.page.few)} in the
${result.few.docs}-document site, ${kb(result.page.many)} in the ${result.many.docs}-document one (${times(result.page.many / result.page.few)}).
`;
}
