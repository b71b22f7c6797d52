// Puts a generated corpus on disk. In: a folder and the corpus's files; out: the files written
// (the folder's content/ is replaced, so a smaller corpus never keeps a larger one's documents).

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes every file under `dir`, after removing the content/ a previous corpus left there. */
export async function writeCorpus(dir: string, files: Map<string, string>): Promise<void> {
  await rm(path.join(dir, 'content'), { recursive: true, force: true });
  const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(dir, f))));
  for (const d of dirs) await mkdir(d, { recursive: true });
  // In batches: tens of thousands of files at once would run out of file descriptors.
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 256) {
    await Promise.all(entries.slice(i, i + 256).map(([file, text]) => writeFile(path.join(dir, file), text)));
  }
}
