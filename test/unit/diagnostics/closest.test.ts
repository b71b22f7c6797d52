import { describe, expect, it } from 'vitest';
import { closest } from '../../../src/diagnostics/closest.ts';

describe('closest', () => {
  it('suggests a near candidate and nothing for an unrelated value', () => {
    expect(closest('paymnet', ['payment', 'refunds'])).toBe('payment');
    expect(closest('completely-different', ['payment', 'refunds'])).toBeUndefined();
  });

  it('suggests only what is within a third of the value’s length, never an unrelated word that shares a stem', () => {
    expect(closest('versions', ['version_of', 'description', 'title'])).toBeUndefined();
    expect(closest('intro', ['title', 'slug', 'id'])).toBeUndefined();
    expect(closest('desciption', ['version_of', 'description'])).toBe('description');
    expect(closest('sidebar_postion', ['sidebar_position', 'sidebar_label'])).toBe('sidebar_position');
    // A short value: one edit (or two letters swapped) at most.
    expect(closest('tilte', ['title', 'slug'])).toBe('title');
    expect(closest('lnk', ['link', 'doc'])).toBe('link');
    expect(closest('abc', ['xyz'])).toBeUndefined();
  });
});

describe('closest, preferring some candidates', () => {
  const current = (c: string) => !c.startsWith('archive/');
  it('takes a current document over an archived version as close, and the archived one only when it is closer', () => {
    // As close, and first alphabetically, the archived version loses to the current document.
    expect(closest('a/termz.md', ['a/terma.md', 'a/terms.md'], (c) => c !== 'a/terma.md')).toBe('a/terms.md');
    expect(closest('a/terms.md', ['archive/a/terms.md', 'a/terms-2.md'], current)).toBe('a/terms-2.md');
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
