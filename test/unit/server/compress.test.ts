// serve's compression: which encoding a request gets, which files are compressed, and the kept
// compressed bytes (compressed once per file version, dropped past the budget).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedFiles, compressible } from '../../../src/server/compress.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressible', () => {
  it.each([
    ['text/html; charset=utf-8', 5000, true],
    ['application/json; charset=utf-8', 5000, true],
    ['text/javascript; charset=utf-8', 5000, true],
    ['image/svg+xml', 5000, true],
    ['application/xml; charset=utf-8', 5000, true],
    ['text/html; charset=utf-8', 200, false],
    ['image/png', 5000, false],
    ['application/pdf', 5000, false],
    ['font/woff2', 5000, false],
    ['application/json; charset=utf-8', 64 * 1024 * 1024, false],
  ])('%s of %d bytes → %s', (type, size, expected) => {
    expect(compressible(type, size)).toBe(expected);
  });
});

describe('compressedFiles', () => {
  const text = Buffer.from('The provider keeps records as the law requires. '.repeat(400));

  it('compresses a file version once, for every request that asks for it (even at the same time)', async () => {
    const files = compressedFiles();
    let reads = 0;
    const read = async () => {
      reads++;
      return text;
    };
    const [a, b] = await Promise.all([files.get('f\0v1', 'br', read), files.get('f\0v1', 'br', read)]);
    expect(await files.get('f\0v1', 'br', read)).toBe(a);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    expect(brotliDecompressSync(a).equals(text)).toBe(true);
    expect(gunzipSync(await files.get('f\0v1', 'gzip', read)).equals(text)).toBe(true);
    await files.get('f\0v2', 'br', read);
    expect(reads).toBe(3);
  });

  it('keeps no more than its budget, dropping the least recently used first', async () => {
    const size = (await compressedFiles().get('x', 'gzip', async () => text)).length;
    const files = compressedFiles(size * 2);
    const reads: string[] = [];
    const get = (name: string) =>
      files.get(name, 'gzip', async () => {
        reads.push(name);
        return text;
      });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    await get('a');
    await get('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    const files = compressedFiles();
    await expect(files.get('gone', 'br', () => Promise.reject(new Error('ENOENT')))).rejects.toThrow('ENOENT');
    expect(brotliDecompressSync(await files.get('gone', 'br', async () => text)).equals(text)).toBe(true);
  });
});
