import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson } from '../../../src/client/fetch-json.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchJson', () => {
  it('resolves with the parsed body of a successful response', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"v":2,"terms":["a"]}', { status: 200 }));
    await expect(fetchJson('/search/index.en.json')).resolves.toEqual({ v: 2, terms: ['a'] });
  });

  it('rejects with the URL and the status of an error response, which fetch itself resolves', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await expect(fetchJson('/data/missing.json')).rejects.toThrow('/data/missing.json: HTTP 404');
  });

  it('rejects on a body that is not JSON and on a network error', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { status: 200 }));
    await expect(fetchJson('/data/page.json')).rejects.toThrow(SyntaxError);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchJson('/data/page.json')).rejects.toThrow('Failed to fetch');
  });
});
