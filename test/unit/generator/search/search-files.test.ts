import { describe, expect, it } from 'vitest';
import type { Output } from '../../../../src/generator/render/outputs.ts';
import { compactIndex } from '../../../../src/search/compact.ts';
import { addSearchOutputs } from '../../../../src/generator/search/search-files.ts';
import { searchFiles } from '../../../../src/shared/search-view.ts';
import { searchRecords } from '../../../../src/generator/search/records.ts';
import { searchLanguage } from '../../../../src/generator/search/language.ts';
import { siteFrom } from '../../../helpers/site.ts';

const content = (outputs: Map<string, Output>, file: string) => {
  const output = outputs.get(file);
  if (output?.type !== 'file') throw new Error(`${file} is not a file output`);
  return String(output.content());
};

describe('search outputs', () => {
  const site = siteFrom({ 'en:a.md': '# A\n\n## Cookies\n\nWe use cookies.\n', 'en:b.md': '# B\n\n## Data\n\nYour data.\n\n## More\n\nText.\n' });
  const files = searchFiles('en');

  it('writes the records a document at a time, the same as the whole list', () => {
    const outputs = new Map<string, Output>();
    addSearchOutputs(outputs, site);
    const records = searchRecords(site, 'en');
    const { index, texts } = compactIndex('en', records, 'https://test.example.com', searchLanguage('en'));
    expect(content(outputs, files.records)).toBe(JSON.stringify(records));
    expect(content(outputs, files.index)).toBe(JSON.stringify(index));
    expect(content(outputs, files.text)).toBe(JSON.stringify(texts));
  });

  it('gives the same files when asked again, in any order (dev serves them on request)', () => {
    const outputs = new Map<string, Output>();
    addSearchOutputs(outputs, site);
    const first = [files.text, files.records, files.index, files.text].map((f) => content(outputs, f));
    const again = [files.index, files.text, files.records].map((f) => content(outputs, f));
    expect(again).toEqual([first[2], first[0], first[1]]);
    expect(first[3]).toBe(first[0]);
  });
});
