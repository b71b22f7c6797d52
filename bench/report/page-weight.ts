// The page-weight section of BENCHMARKS.md: bytes and requests of a doc page's first load and of
// the click to a second page. In: a PageWeight; out: markdown.

import type { Kind, LoadWeight, PageWeight } from '../measure/page-weight.ts';
import { kb, table } from './format.ts';

const kinds: Kind[] = ['html', 'js', 'css', 'data', 'other'];

/** HTML + CSS + JS, gzip: the first-load budget. */
export const coreGzip = (w: LoadWeight) => w.byKind.html.gzip + w.byKind.css.gzip + w.byKind.js.gzip;

/** One load as a table: a row per kind of file, then the total. */
export function weightTable(w: LoadWeight): string {
  const rows = kinds.filter((k) => w.byKind[k].requests).map((k) => [k, w.byKind[k].requests, kb(w.byKind[k].raw), kb(w.byKind[k].gzip), kb(w.byKind[k].brotli)]);
  rows.push(['**HTML + CSS + JS**', '', '', `**${kb(coreGzip(w))}**`, '']);
  rows.push(['**total**', w.requests, kb(w.total.raw), kb(w.total.gzip), kb(w.total.brotli)]);
  return table(['files', 'requests', 'raw', 'gzip', 'brotli'], rows);
}

export function renderPageWeight(p: PageWeight): string {
  return `## Page weight

A doc page (\`${p.firstPath}\`, scale-1 corpus) opened in a fresh Chromium (playwright-core), served
by a plain static server; every response body is counted and compressed as a host would precompress
it (gzip -9, brotli 11). Requests include anything fetched until the network has been idle for
0.7 s (prefetches too).

### First load

${weightTable(p.first)}

### Then a click on the sidebar link to \`${p.secondPath}\`

${p.clientSideNavigation ? 'The page changed without a full load (client-side navigation).' : 'The browser made a full page load.'}

${weightTable(p.second)}
`;
}
