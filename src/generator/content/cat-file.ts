// Blobs read from a git repository through one `git cat-file --batch` process, started when first
// asked and asked many times over: requests are written as they come and answered in order.
// In: the repository folder and blob ids; out: each blob's bytes (undefined for one git lacks).

import { spawn } from 'node:child_process';

export interface BlobReader {
  read(blob: string): Promise<Buffer | undefined>;
  /** Ends the process once the requests made are answered; a later read starts another. */
  close(): void;
}

interface Waiting {
  resolve: (bytes: Buffer | undefined) => void;
  reject: (error: Error) => void;
}

/** One `git cat-file --batch` process and the requests it has yet to answer. */
function batch(cwd: string): BlobReader {
  const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const waiting: Waiting[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let failed: Error | undefined;
  const fail = (error: Error) => {
    failed ??= error;
    for (const w of waiting.splice(0)) w.reject(failed);
  };
  // Each answer is `<oid> blob <size>\n<bytes>\n`, or `<oid> missing\n`.
  child.stdout.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      const end = buffered.indexOf(10);
      if (end === -1) return;
      const size = /^\S+ \S+ (\d+)$/.exec(buffered.subarray(0, end).toString('latin1'))?.[1];
      if (size === undefined) {
        buffered = buffered.subarray(end + 1);
        waiting.shift()?.resolve(undefined);
        continue;
      }
      const after = end + 1 + Number(size);
      if (buffered.length < after + 1) return;
      const bytes = Buffer.from(buffered.subarray(end + 1, after));
      buffered = buffered.subarray(after + 1);
      waiting.shift()?.resolve(bytes);
    }
  });
  child.on('error', fail);
  child.on('close', (code) => fail(new Error(`git cat-file ended (exit code ${code}) with ${waiting.length} blobs unread`)));
  // A write to a process that died fails here; its requests are failed by 'close'.
  child.stdin.on('error', () => undefined);
  return {
    read: (blob) =>
      failed
        ? Promise.reject(failed)
        : new Promise((resolve, reject) => {
            waiting.push({ resolve, reject });
            child.stdin.write(`${blob}\n`);
          }),
    close: () => child.stdin.end(),
  };
}

export function blobReader(cwd: string): BlobReader {
  let current: BlobReader | undefined;
  return {
    read: (blob) => (current ??= batch(cwd)).read(blob),
    close() {
      current?.close();
      current = undefined;
    },
  };
}
