import { describe, expect, it } from 'vitest';
import { normalisedRoute } from '../../../src/client/normalise-route.ts';

const known = new Set(['/', '/docs/intro', '/docs', '/docs/guide/terms']);
const elsewhere = new Set(['/es/docs/intro', '/es/']);
const asked: string[] = [];
const exists = async (path: string) => (asked.push(path), elsewhere.has(path));
const route = (url: string) => normalisedRoute(new URL(url, 'https://site.example'), known, exists);

describe('normalisedRoute', () => {
  it.each([
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/es/docs/intro/index.html', '/es/docs/intro'],
    ['/es/index.html', '/es/'],
    ['/docs/nothing/index.html', undefined],
    ['/docs/nothing', undefined],
    ['/docs/%E0%A4%A', undefined],
  ])('%s → %s', async (url, expected) => {
    expect(await route(url)).toBe(expected);
  });

  it('asks about other routes only for the normalised forms, never the address itself', async () => {
    asked.length = 0;
    await route('/fr/docs/x/index.html');
    expect(asked).toEqual(['/fr/docs/x/', '/fr/docs/x']);
  });
});
