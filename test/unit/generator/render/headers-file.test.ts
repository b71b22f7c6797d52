import { describe, expect, it } from 'vitest';
import { formatHeaders, headersFor, parseHeaders, pathMatches } from '../../../../src/generator/render/headers-file.ts';

describe('pathMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/docs/x', true],
    ['/files/*', '/files/a/b.pdf', true],
    ['/files/*', '/docs/files/a', false],
    ['/docs/:page', '/docs/terms', true],
    ['/docs/:page', '/docs/a/b', false],
    ['/docs/:page', '/docs/', false],
    ['/:locale/docs/*', '/es/docs/x', true],
    ['/exact', '/exact', true],
    ['/exact', '/exact/', false],
    ['https://legal.example.com/*', '/docs/x', false],
  ])('%s on %s: %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });

  it('answers a pattern of many stars on a long path (a backtracking match would never finish)', () => {
    expect(pathMatches(`/${'*a'.repeat(40)}*b`, `/${'a'.repeat(20_000)}`)).toBe(false);
    expect(pathMatches(`/${'*a'.repeat(40)}*`, `/${'a'.repeat(20_000)}`)).toBe(true);
  });
});

describe('parseHeaders and headersFor', () => {
  const text = '# comment\n/*\n  X-A: 1\n/files/*\n  ! X-A\n  X-B: 2\n/docs/*\n  X-A: 3\n';
  it('reads blocks with their lines, and writes them back', () => {
    const { rules, problems } = parseHeaders(text);
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { pattern: '/*', line: 2, set: [['X-A', '1', 3]], detach: [] },
      { pattern: '/files/*', line: 4, set: [['X-B', '2', 6]], detach: ['X-A'] },
      { pattern: '/docs/*', line: 7, set: [['X-A', '3', 8]], detach: [] },
    ]);
    expect(parseHeaders(formatHeaders(rules)).rules.map((r) => [r.pattern, r.set.map(([n, v]) => [n, v]), r.detach])).toEqual(rules.map((r) => [r.pattern, r.set.map(([n, v]) => [n, v]), r.detach]));
  });

  it('combines every block that matches a path, as the hosts do', () => {
    const { rules } = parseHeaders(text);
    expect(headersFor(rules, '/')).toEqual({ 'X-A': '1' });
    expect(headersFor(rules, '/files/x.pdf')).toEqual({ 'X-B': '2' });
    expect(headersFor(rules, '/docs/x')).toEqual({ 'X-A': '1, 3' });
  });
});
