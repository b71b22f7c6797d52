import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownRoutes, loadPage } from '../../../src/client/route-data.ts';

const shared = { ui: { search: 'Search' }, chrome: {}, locale: { code: 'en' }, fileRoutes: ['/docs/v1.2'], baseUrl: '/' };
const sidebars = [{ id: 'main', label: 'Main', href: '/docs/a', items: [] }];
const route = (path: string) => ({ kind: 'doc', path, title: `${path} | T`, locales: [], localeData: '/assets/data/en-1.json', sidebarsData: '/assets/data/en-nav-1.json' });

/** A fetch that serves `bodies` by URL (404 otherwise) and counts requests. */
function serve(bodies: Record<string, string>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body = bodies[url];
    return body === undefined ? new Response('nope', { status: 404 }) : new Response(body, { status: 200 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadPage', () => {
  it('assembles a page from its data and its locale data, fetching each once', async () => {
    const calls = serve({ '/data/docs/a.json': JSON.stringify(route('/docs/a')), '/assets/data/en-1.json': JSON.stringify(shared), '/assets/data/en-nav-1.json': JSON.stringify(sidebars) });
    const [first, again] = await Promise.all([loadPage('/', '/docs/a'), loadPage('/', '/docs/a')]);
    await loadPage('/', '/docs/a');
    expect(first.title).toBe('/docs/a | T');
    expect(first.props.sidebars.map((s) => s.id)).toEqual(['main']);
    expect(first.props.ui).toEqual({ search: 'Search' });
    expect(again).toEqual(first);
    expect(calls).toEqual(['/data/docs/a.json', '/assets/data/en-1.json', '/assets/data/en-nav-1.json']);
    expect([...knownRoutes]).toEqual(['/docs/v1.2']);
  });

  // Each case asks for a route of its own: a failed load stays failed (the router falls back to the browser).
  it.each([
    ['a missing route', '/docs/c', {}],
    ['bad JSON', '/docs/d', { '/data/docs/d.json': '{"kind":' }],
    ['data of another route', '/docs/e', { '/data/docs/e.json': JSON.stringify(route('/docs/other')) }],
    ['a missing locale file', '/docs/f', { '/data/docs/f.json': JSON.stringify({ ...route('/docs/f'), localeData: '/assets/data/gone.json' }) }],
    ['a missing sidebars file', '/docs/g', { '/data/docs/g.json': JSON.stringify({ ...route('/docs/g'), sidebarsData: '/assets/data/gone-nav.json' }) }],
    ['data naming no sidebars file', '/docs/h', { '/data/docs/h.json': JSON.stringify({ ...route('/docs/h'), sidebarsData: undefined }) }],
  ])('rejects %s', async (_name, path, bodies) => {
    serve({ ...bodies, '/assets/data/en-1.json': JSON.stringify(shared), '/assets/data/en-nav-1.json': JSON.stringify(sidebars) });
    await expect(loadPage('/', path)).rejects.toThrow();
  });
});
