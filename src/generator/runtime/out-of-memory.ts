// The message for a run that reached Node.js's heap limit: what was being processed (the document,
// when there was one) and the flag that raises the limit, with a value worth trying.
// In: what was being done, its file and the limit; out: a Diagnostic.

import os from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { OutOfMemory, type Diagnostic } from '../../diagnostics/diagnostic.ts';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The old-space limit set with --max-old-space-size (on the command line or in NODE_OPTIONS), in MB; the last one counts, as for Node. */
function limitSet(): number | undefined {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].join(' ');
  const found = [...flags.matchAll(/--max[-_]old[-_]space[-_]size[= ](\d+)/g)].at(-1);
  return found ? Number(found[1]) : undefined;
}

/**
 * The error for a run that ran out of memory `doing` something (`while parsing …`; a document's `file`, relative to the
 * site folder, is where it is reported). The limit is this process's, which its workers and the
 * process it supervises share, since they run with the same flags.
 */
export function outOfMemory(doing: string | undefined, file: string | undefined): Diagnostic {
  const set = limitSet();
  const limit = set ?? mb(getHeapStatistics().heap_size_limit);
  // Twice the limit, in steps of 512 MB past 512 MB, and never more than the machine has.
  const suggested = Math.min(limit < 512 ? limit * 2 : Math.ceil((limit * 2) / 512) * 512, Math.max(mb(os.totalmem()) - 512, limit + 64));
  const reached = set === undefined ? `Node.js's heap limit (${limit} MB, its default here) was reached` : `the heap limit set with --max-old-space-size=${set} was reached`;
  return new OutOfMemory(`legaldocs ran out of memory${doing ? ` ${doing}` : ''}: ${reached}.`, {
    ...(file ? { file } : {}),
    hint: `Run the command again with a higher limit, e.g. NODE_OPTIONS=--max-old-space-size=${suggested} (in MB; this machine has ${mb(os.totalmem())} MB). A document that needs this much may also be split into several.`,
  }).toDiagnostic();
}
