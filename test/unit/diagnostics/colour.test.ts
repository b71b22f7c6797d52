// Colour: a terminal gets it, a pipe does not, NO_COLOR and FORCE_COLOR decide over both; the text
// report colours severity, place and hint and nothing else.
import { describe, expect, it } from 'vitest';
import { painterFor, plain, wantsColour } from '../../../src/diagnostics/colour.ts';
import { report } from '../../../src/diagnostics/report.ts';

const terminal = { isTTY: true, hasColors: (_count?: number, env?: object) => (env as NodeJS.ProcessEnv | undefined)?.TERM !== 'dumb' };
const pipe = { isTTY: false };

describe('wantsColour', () => {
  it.each([
    ['a terminal', terminal, {}, true],
    ['a pipe', pipe, {}, false],
    ['a dumb terminal', terminal, { TERM: 'dumb' }, false],
    ['a terminal with NO_COLOR', terminal, { NO_COLOR: '1' }, false],
    ['a terminal with NO_COLOR empty (unset, as no-color.org says)', terminal, { NO_COLOR: '' }, true],
    ['a pipe with FORCE_COLOR', pipe, { FORCE_COLOR: '1' }, true],
    ['a pipe with FORCE_COLOR empty', pipe, { FORCE_COLOR: '' }, true],
    ['a terminal with FORCE_COLOR=0', terminal, { FORCE_COLOR: '0' }, false],
    ['a terminal with FORCE_COLOR=false', terminal, { FORCE_COLOR: 'false' }, false],
    ['FORCE_COLOR over NO_COLOR', pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
  ] as const)('%s', (_name, stream, env, expected) => {
    expect(wantsColour(stream, env)).toBe(expected);
  });
});

describe('the text report in colour', () => {
  const diagnostics = [
    { severity: 'error' as const, code: 'broken-link', message: 'link "./x.md": no such document', file: 'content/docs/a.md', line: 3, column: 5, hint: 'Fix the path.' },
    { severity: 'warning' as const, code: 'empty-document', message: 'the document is empty', file: 'content/docs/b.md' },
  ];

  it('colours the place, the severity and the hint label on a terminal, and writes no escape into a pipe', () => {
    const coloured = report(diagnostics, 'text', {}, painterFor(terminal, {}));
    expect(coloured).toContain('\x1b[36mcontent/docs/a.md:3:5\x1b[39m \x1b[1;31merror\x1b[22;39m link "./x.md": no such document (broken-link)');
    expect(coloured).toContain('  \x1b[2mhint:\x1b[22m Fix the path.');
    expect(coloured).toContain('\x1b[1;33mwarning\x1b[22;39m the document is empty');
    expect(report(diagnostics, 'text', {}, painterFor(pipe, {}))).toBe(report(diagnostics, 'text', {}, plain));
    expect(report(diagnostics, 'text')).not.toContain('\x1b');
    expect(report(diagnostics, 'text')).toMatch(/\n1 error, 1 warning$/);
  });
});
