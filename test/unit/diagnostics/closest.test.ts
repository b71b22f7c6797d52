import { describe, expect, it } from 'vitest';
import { closest } from '../../../src/diagnostics/closest.ts';

describe('closest', () => {
  it('suggests a near candidate and nothing for an unrelated value', () => {
    expect(closest('paymnet', ['payment', 'refunds'])).toBe('payment');
    expect(closest('completely-different', ['payment', 'refunds'])).toBeUndefined();
  });
});

describe('closest, preferring some candidates', () => {
  const current = (c: string) => !c.startsWith('archive/');
  it('takes a current document over an archived version as close, and the archived one only when it is closer', () => {
    // As close, and first alphabetically, the archived version loses to the current document.
    expect(closest('a/termz.md', ['a/terma.md', 'a/terms.md'], (c) => c !== 'a/terma.md')).toBe('a/terms.md');
    expect(closest('a/terms.md', ['archive/a/terms.md', 'a/terms-old.md'], current)).toBe('a/terms-old.md');
    expect(closest('archive/a/term.md', ['archive/a/terms.md', 'a/terms.md'], current)).toBe('archive/a/terms.md');
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
