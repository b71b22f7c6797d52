// The dev server section of BENCHMARKS.md: how soon the first pages arrive after `legaldocs dev`
// starts, and how long a saved document takes to reach the browser as a reload.
// In: the figures of measureFirstPage and measureDevReload; out: markdown.

import type { DevReload, StartFigures } from '../measure/dev-reload.ts';
import { seconds, table } from './format.ts';

function renderFirstPage(r: DevReload): string {
  if (!r.firstPage?.length) return '';
  const row = (scale: number, docs: number, caches: string, s: StartFigures) => [scale, docs, caches, seconds(s.readyMs), seconds(s.firstPageMs), seconds(s.secondPageMs)];
  const rows = r.firstPage.flatMap((f) => [row(f.scale, f.docs, 'cold', f.cold), row(f.scale, f.docs, 'warm', f.warm)]);
  return `
### First pages after start

\`legaldocs dev --port <n>\` on the corpus (all 11 locales), started with its caches removed
(cold: the parse cache and the client bundle) and again after a run that parsed every document
(warm). From the moment the process is started, a document page of the default locale is asked
for until the server answers it; then a second document in another locale, while the background
parse is starting. The ready line is when dev printed its URL (listening and watching). Medians
of the runs, by first page.

${table(['scale', 'documents', 'caches', 'ready line', 'first page', 'second page'], rows)}
`;
}

export function renderDevReload(r: DevReload): string {
  return `## Dev server
${renderFirstPage(r)}
### Edit → reload

\`legaldocs dev\` on the scale-1 corpus (all 11 locales); once it has parsed and checked every
document, a default-locale document is saved 10 times and each save is timed until the
live-reload event for its page reaches a connected event-stream client (standing in for the
browser, which reloads on that event).

${table(['edits', 'p50', 'p95'], [[r.edits, seconds(r.p50), seconds(r.p95)]])}
`;
}
