// made-from: the first line init --from-docusaurus writes is read back as the file it names, and
// nothing else is taken for it (a comment further down, another tool's line).
import { describe, expect, it } from 'vitest';
import { madeFrom, madeFromLine } from '../../../src/config/made-from.ts';

describe('madeFrom', () => {
  it('reads back the Docusaurus config the first line names', () => {
    expect(madeFrom(`${madeFromLine('docusaurus.config.ts')}\n// it is.\nexport default {};\n`)).toBe('docusaurus.config.ts');
  });

  it('finds nothing in a config written by hand, or with the line anywhere but first', () => {
    expect(madeFrom("import { defineConfig } from 'legaldocs';\n")).toBeUndefined();
    expect(madeFrom(`// Our config\n${madeFromLine('docusaurus.config.js')}\n`)).toBeUndefined();
    expect(madeFrom('')).toBeUndefined();
  });
});
