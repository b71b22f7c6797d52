// The dev-reload section of BENCHMARKS.md: how long a saved document takes to reach the browser
// as a reload. In: the p50/p95 of measureDevReload; out: markdown.

import type { DevReload } from '../measure/dev-reload.ts';
import { seconds, table } from './format.ts';

export function renderDevReload(r: DevReload): string {
  return `## Dev server: edit → reload

\`legaldocs dev\` on the scale-1 corpus (all 11 locales); once it has parsed and checked every
document, a default-locale document is saved 10 times and each save is timed until the
live-reload event for its page reaches a connected event-stream client (standing in for the
browser, which reloads on that event).

${table(['edits', 'p50', 'p95'], [[r.edits, seconds(r.p50), seconds(r.p95)]])}
`;
}
