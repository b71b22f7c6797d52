import { describe, expect, it } from 'vitest';
import { fileCandidates, fileExistence } from '../../../../src/generator/site/file-references.ts';

describe('fileCandidates', () => {
  it.each([
    ['./img/a.png', 'content/docs/legal/x.md', 'content/docs/legal/x.md', ['content/docs/legal/img/a.png']],
    ['./img/a.png', 'content/i18n/es/docs/legal/x.md', 'content/docs/legal/x.md', ['content/i18n/es/docs/legal/img/a.png', 'content/docs/legal/img/a.png']],
    ['../forms/dpa.pdf', 'content/docs/legal/x.md', 'content/docs/legal/x.md', ['content/docs/forms/dpa.pdf']],
    ['@site/static/img/logo.svg', 'content/i18n/es/docs/x.md', 'content/docs/x.md', ['static/img/logo.svg']],
  ])('%s from %s (original %s)', (target, own, original, expected) => {
    expect(fileCandidates(target, own, original)).toEqual(expected);
  });
});

describe('fileExistence', () => {
  it('knows the files beside the documents and, under static/, the static files', () => {
    const exists = fileExistence(['content/docs/a.png'], ['img/logo.svg']);
    expect([exists('content/docs/a.png'), exists('static/img/logo.svg'), exists('img/logo.svg')]).toEqual([true, true, false]);
  });
});
