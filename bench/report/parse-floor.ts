// The parse-floor section of BENCHMARKS.md: the markdown library's own speed on the scale-1
// corpus, in one process and on every core. In: a ParseFloor; out: markdown.

import type { ParseFloor } from '../measure/parse-floor.ts';
import { seconds, table, times } from './format.ts';

const rate = (bytes: number, ms: number) => `${(bytes / 1e6 / (ms / 1000)).toFixed(2)} MB/s`;

export function renderParseFloor(floor: ParseFloor): string {
  const rows = floor.modes.map(({ label, single, parallel }) => [
    label,
    `${seconds(single.parseMs)} (${rate(single.bytes, single.parseMs)})`,
    `${seconds(parallel.parseMs)} (${rate(parallel.bytes, parallel.parseMs)})`,
    times(single.parseMs / parallel.parseMs),
  ]);
  return `## The parse floor

The scale-1 corpus's markdown parsed by the library alone, each file once and cold, as a build's
first parse is: in one process, then split by size over ${floor.cores} processes running at once
(the slowest one's own parse time; Node's start-up and module loading left out). Nothing of
legaldocs runs here, so no remark-based build of this corpus can be faster than the last column.

${table(['parser', '1 process', `${floor.cores} processes at once`, 'speed-up'], rows)}
`;
}
