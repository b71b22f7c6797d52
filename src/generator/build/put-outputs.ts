// Puts every planned output into the folder being written: pages rendered on the pool in batches, other files as made.
// In: the outputs plan, the pool, the asset URLs and the reuse test; out: every page and file put (or linked).

import type { Put } from '../output/write.ts';
import type { Assets } from '../render/html.ts';
import type { Output } from '../render/outputs.ts';
import type { PageInput } from '../render/page-input.ts';
import type { Reuse } from './keyed-reuse.ts';
import { sha256 } from '../runtime/sha256.ts';
import type { PhaseTimer } from './phases.ts';
import type { Pool } from './pool.ts';

// Measured here: about 1 ms per document page and 0.5 ms per other page, cold.
const kindCost = (kind: string) => (kind === 'doc' ? 1 : 0.5);
const pageCost = (page: PageInput) => kindCost(page.props.kind);
/**
 * Pages rendered per batch, in estimated ms. A batch's inputs, HTML and data files are in memory
 * at once (a 10× site peaked in its first batches of 1,500 pages); whether batches go to the
 * workers is decided once, from every page's cost.
 */
const renderBatchMs = 500;

/**
 * Puts a planned file (once) as soon as it is made, a few at a time and a few MB at a time:
 * search indexes alone reach hundreds of MB on a large site, too much to hold at once.
 */
function filePutter(outputs: Map<string, Output>, put: Put, reuse: Reuse) {
  const writing = new Set<Promise<void>>();
  let pendingLength = 0;
  const written = new Set<string>();
  return {
    async putFile(file: string) {
      const output = outputs.get(file);
      if (output?.type !== 'file' || written.has(file)) return;
      written.add(file);
      let content: string | Uint8Array | undefined;
      const kept = reuse(file, () => sha256((content = output.content())));
      const data = typeof kept === 'string' ? (content ?? output.content()) : kept;
      const length = typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0;
      pendingLength += length;
      const done: Promise<void> = put(file, data).then(() => {
        writing.delete(done);
        pendingLength -= length;
      });
      writing.add(done);
      while (writing.size >= 16 || (writing.size && pendingLength > 32e6)) await Promise.race(writing);
    },
    settled: () => Promise.all(writing),
  };
}

export interface OutputPutting {
  outputs: Map<string, Output>;
  put: Put;
  /** Renders the pages; closed once they are (its workers' heaps are not needed for the rest). */
  pool: Pool;
  assets: Assets;
  reuse: Reuse;
  /** What a page's key covers besides its input: the asset URLs and the tool's code. */
  pageSalt: string;
  phases: PhaseTimer;
}

/** Renders and puts every page (each with the files made alongside it), then every other file. */
export async function putOutputs({ outputs, put, pool, assets, reuse, pageSalt, phases }: OutputPutting): Promise<void> {
  const files = filePutter(outputs, put, reuse);
  phases.next('render');
  // Once a batch fills up, most pages are being made: the whole site's cost decides where.
  let pagesCost = 0;
  for (const output of outputs.values()) if (output.type === 'page') pagesCost += kindCost(output.route.kind);
  let filled = false;
  // Pages are rendered and written in batches, so a large site's HTML is never all in memory.
  let batch: { file: string; page: PageInput; alongside: string[] }[] = [];
  let batchCost = 0;
  const flush = async () => {
    filled ||= batchCost >= renderBatchMs;
    const html = await pool.run(
      'render',
      assets,
      batch.map((b) => b.page),
      pageCost,
      filled ? pagesCost : undefined,
    );
    phases.next('write');
    await Promise.all(batch.map((b, i) => put(b.file, html[i]!)));
    for (const b of batch) for (const file of b.alongside) await files.putFile(file);
    phases.next('render');
    batch = [];
    batchCost = 0;
  };
  const linked: [string, { from: string }][] = [];
  for (const [file, output] of outputs) {
    if (output.type !== 'page') continue;
    let page: PageInput | undefined;
    const kept = reuse(file, () => sha256(pageSalt + JSON.stringify((page = output.input()))));
    if (typeof kept !== 'string') {
      linked.push([file, kept]);
      continue;
    }
    batch.push({ file, page: page ?? output.input(), alongside: output.alongside ?? [] });
    batchCost += pageCost(batch.at(-1)!.page);
    if (batchCost >= renderBatchMs) await flush();
  }
  if (batch.length) await flush();
  // The workers' heaps are not needed for the rest (a later run starts them again).
  await pool.close();
  phases.next('write');
  await Promise.all(linked.map(([file, data]) => put(file, data)));
  for (const file of outputs.keys()) await files.putFile(file);
  await files.settled();
}
