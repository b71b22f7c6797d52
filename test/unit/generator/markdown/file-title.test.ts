import { describe, expect, it } from 'vitest';
import { stripNumberPrefix, titleFromFileName } from '../../../../src/generator/markdown/file-title.ts';

describe('stripNumberPrefix', () => {
  it.each([
    ['01-intro', { name: 'intro', prefix: 1 }],
    ['2_setup', { name: 'setup', prefix: 2 }],
    ['3. Scope', { name: 'Scope', prefix: 3 }],
    ['04 - Terms', { name: 'Terms', prefix: 4 }],
    // Dates and versions keep their numbers.
    ['18-05-2025', { name: '18-05-2025' }],
    ['2021-11-notes', { name: '2021-11-notes' }],
    ['7.0-release', { name: '7.0-release' }],
    ['intro', { name: 'intro' }],
    ['404', { name: '404' }],
  ])('%s', (name, expected) => {
    expect(stripNumberPrefix(name)).toEqual(expected);
  });
});

describe('titleFromFileName', () => {
  it.each([
    ['guides/terms-of-use.md', 'terms-of-use'],
    ['01-intro.md', 'intro'],
    ['Terms of Service/EN-Terms-of-Service.md', 'EN-Terms-of-Service'],
    // A folder's heading-less index document is named for its folder, as its category is.
    ['DMCA/readme.md', 'DMCA'],
    ['privacy/regulations/ccpa/index.mdx', 'ccpa'],
    ['02-Policies/README.md', 'Policies'],
    // At the top of the docs folder there is no folder to name it.
    ['README.md', 'README'],
  ])('%s → %s', (relPath, title) => {
    expect(titleFromFileName(relPath)).toBe(title);
  });
});
