// Finding the opener a syntax error left unclosed: brackets, parentheses and template literals,
// with strings, comments, regular expressions and substitutions understood.
import { describe, expect, it } from 'vitest';
import { findUnclosed } from '../../../src/config/unclosed.ts';

const lines = (...l: string[]) => l.join('\n');

describe('findUnclosed', () => {
  it.each([
    ['all closed', lines('export default {', "  a: [1, 2],", '  b: f(3),', '};'), undefined],
    ['all closed, oddly indented', lines('export default {', 'a: {', '      b: 1,', '  },', '};'), undefined],
    ['a template literal', lines('const a = {', '  b: `x,', '};'), { what: '`', line: 2, column: 6 }],
    ['a template literal with a substitution', lines('const a = `x ${b} y', '};'), { what: '`', line: 1, column: 11 }],
    ['a closed template with a substitution holding braces', lines('const a = `x ${f({ y: 1 })}`;', 'const b = ('), { what: '(', line: 2, column: 11 }],
    ['a brace, found by the indentation of what closes it', lines('export default {', '  a: {', "    b: 1, c: {", '  },', '};'), { what: '{', line: 3, column: 14 }],
    ['a parenthesis, found where another closer meets it', lines('export default {', '  a: (1,', '  b: 2,', '};'), { what: '(', line: 2, column: 6 }],
    ['a bracket at the end of the file', lines('export default [', '  1,'), { what: '[', line: 1, column: 16 }],
    ['not braces in strings, comments or regular expressions', lines("const a = '{';", '// {', '/* ( */', 'const r = /[(]{2}/;', 'const b = {'), { what: '{', line: 5, column: 11 }],
    ['not a closer too many', lines('const a = 1;', '}'), undefined],
  ])('%s', (_, source, expected) => {
    expect(findUnclosed(source)).toEqual(expected);
  });
});
