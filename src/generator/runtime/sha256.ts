// The one content hash of the generator: cache keys, hashed file names, page store entries.
// In: text or bytes; out: the SHA-256 as 64 lowercase hex digits.

import { createHash } from 'node:crypto';

/** The SHA-256 of `data` in hex. */
export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
