// The edge that publishes the files documents refer to (images, PDFs beside the documents): each
// gets a content-hashed name under assets/files/, one copy for every locale, which browsers may keep.
// In: the site root, base URL and the files' stamps; out: a function from a file to its output
// name, URL and bytes.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodePath } from '../../shared/urls.ts';

/** One file as published. */
export interface PublishedFile {
  /** Path in the build folder, e.g. `assets/files/dpa-3f2a…c1.pdf`. */
  output: string;
  /** Its URL path, percent-encoded. */
  url: string;
  read(): Uint8Array;
}

/** The published form of a file (path relative to the site root). */
export type PublishFile = (file: string) => PublishedFile;

// Hashes by file, kept while the file's stamp is unchanged: dev assembles its site again on every
// save, and hashing a large PDF each time would be wasted.
const hashes = new Map<string, { stamp: string; hash: string }>();

/** Publishes files of the site at `root`; `stamps` (size and times by file) tell a replaced file. */
export function filePublisher(root: string, baseUrl: string, stamps: ReadonlyMap<string, string>): PublishFile {
  return (file) => {
    const absolute = path.join(root, file);
    const stamp = stamps.get(file) ?? '';
    let known = hashes.get(absolute);
    if (known?.stamp !== stamp) {
      known = { stamp, hash: createHash('sha256').update(readFileSync(absolute)).digest('hex').slice(0, 12) };
      hashes.set(absolute, known);
    }
    const ext = path.posix.extname(file);
    const output = `assets/files/${path.posix.basename(file, ext)}-${known.hash}${ext}`;
    return { output, url: baseUrl + encodePath(output), read: () => readFileSync(absolute) };
  };
}
