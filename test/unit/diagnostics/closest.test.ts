import { describe, expect, it } from 'vitest';
import { closest } from '../../../src/diagnostics/closest.ts';

describe('closest', () => {
  it('suggests a near candidate and nothing for an unrelated value', () => {
    expect(closest('paymnet', ['payment', 'refunds'])).toBe('payment');
    expect(closest('completely-different', ['payment', 'refunds'])).toBeUndefined();
  });
});

describe('closest, at scale', () => {
  it('prefers the nearer of two candidates and breaks ties alphabetically', () => {
    expect(closest('/docs/termz', ['/docs/teams', '/docs/terms', '/docs/intro'])).toBe('/docs/terms');
    expect(closest('abcd', ['abcf', 'abce'])).toBe('abce');
    expect(closest('privacy', ['privacy-policy', 'privcy'])).toBe('privcy');
  });

  it('finds the one near candidate among thousands', () => {
    const candidates = Array.from({ length: 5000 }, (_, i) => `/docs/section-${i}/document-${i * 7}`);
    for (const i of [0, 1234, 4999]) expect(closest(`/docs/section-${i}/documnet-${i * 7}`, candidates)).toBe(`/docs/section-${i}/document-${i * 7}`);
  });
});
