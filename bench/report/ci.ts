// The CI section of BENCHMARKS.md: a build on a fresh checkout with the cache folder restored and
// one document changed in every locale. In: a CiResult; out: markdown.

import { medianRun } from '../measure/corpus-site.ts';
import type { CiResult } from '../measure/ci.ts';
import { mb, seconds, table } from './format.ts';

export function renderCi(result: CiResult): string {
  const median = medianRun(result.runs);
  const phaseNames = Object.keys(median.phases);
  return `## CI: fresh checkout, restored cache, one document changed

What a CI job does after a commit that changes one document: the scale-1 corpus copied to a new
folder (every file with a new modification time, no output folder), the cache folder of an earlier
build of the unchanged corpus restored beside it with its files' times (as \`actions/cache\`
restores it), and \`${result.doc}\` changed in each of the ${result.changedFiles} locales that have it;
then \`legaldocs build\`. Median of ${result.runs.length} (wall, from outside the process, so with
Node's start-up); "parsed" is the build's own count of documents it parsed rather than took from the
cache (\`parsed\` in \`--format json\`): it should be ${result.changedFiles}.

${table(['wall', 'CPU', 'peak RSS', 'parsed', 'runs (wall)'], [[seconds(median.wallMs), seconds(median.cpuMs), mb(median.peakRssBytes), `${median.parsed ?? '—'} of ${result.changedFiles} changed`, result.runs.map((r) => seconds(r.wallMs)).join(', ')]])}

The build's own phases (median run):

${table(phaseNames, [phaseNames.map((p) => seconds(median.phases[p] ?? 0))])}
`;
}
