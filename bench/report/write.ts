// Composes BENCHMARKS.md from the stored results: the machine, how to reproduce, the targets with
// met/missed, then one section per area. In: stored results and the areas; out: markdown text.

import { underLoad, type Machine } from '../machine.ts';
import type { Stored } from '../results.ts';
import { mb, table } from './format.ts';
import { judgeTargets } from './targets.ts';

export interface Section {
  area: string;
  render: (result: never) => string;
}

function describe(m: Machine): string {
  return `${m.cores} cores (${m.cpuModel}), ${mb(m.memoryBytes)} memory, Node ${m.node}, ${m.platform}; ${m.date.slice(0, 16).replace('T', ' ')} UTC; load average ${m.loadAverage.toFixed(2)}${underLoad(m) ? ' — **measured under load** (other work shared the CPU)' : ''}`;
}

/** The whole report; areas without a stored result are listed as not measured yet. `notes` (hand-written findings) go last. */
export function composeReport(results: Map<string, Stored>, sections: Section[], notes = ''): string {
  const targets = judgeTargets(results);
  const measured = sections.filter((s) => results.has(s.area));
  const missing = sections.filter((s) => !results.has(s.area)).map((s) => `\`${s.area}\``);
  const runs = [...results.values()].map((s) => [`\`${s.area}\``, `\`${s.command}\``, describe(s.machine)]);
  return `# Benchmarks

Written by \`npm run bench\` (bench/cli.ts); do not edit by hand. Each area's figures come from the
command shown for it, on the machine described beside it. The corpus is synthetic legal text in all
11 locales (bench/corpus), generated from seed 1: scale 1 is 29 documents per locale (≈ 4.7 MB of
markdown, 363 pages), and scale N holds N times as many documents.

To reproduce: \`npm run bench\` (build at scales 1, 10, 50 with the parse floor and a cold check, the CI
case, page weight, search, search relevance on this site's own documents, dev reload, PDF and serve under load),
\`npm run bench -- --compare docusaurus\` (\`faster\` on), \`--compare docusaurus-webpack\` (off),
\`npm run bench -- --compare hugo\`; \`--only build,page-weight\`
runs some areas; \`npm run bench -- --only serve --baseline <another checkout> --rounds 3\` measures
\`serve\` of an earlier checkout beside this one; \`npm run bench -- corpus --scale 10 --out /tmp/corpus\` only writes a corpus.

## Runs

${table(['area', 'command', 'machine'], runs)}

## Targets

${table(['target (from the issue)', 'measured', ''], targets.map((t) => [t.target, t.measured, t.status === 'met' ? '✅ met' : t.status === 'missed' ? '❌ missed' : 'not measured']))}
${missing.length ? `\nNot measured yet: ${missing.join(', ')}.\n` : ''}
${measured.map((s) => s.render(results.get(s.area)!.result as never)).join('\n')}${notes ? `\n${notes}` : ''}`;
}
