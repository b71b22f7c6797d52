import { describe, expect, it } from 'vitest';
import { versionCopy, withFrontMatter } from '../../../src/version/version-copy.ts';

const from = { relPath: 'legal/terms.md', linkBase: '/terms' };
const to = { relPath: 'archive/legal/terms-2025-06-02.md', linkBase: '/docs/archive/legal/terms-2025-06-02' };

describe('versionCopy', () => {
  it('keeps the front matter as written, title included, drops what places the document and says what it is a version of', () => {
    const text = '---\ntitle: Terms of Use\nslug: /terms\nsidebar_label: Terms\nsidebar_position: 1\ndescription: The terms that govern your use of the service, its websites, apps and every account you open.\nkeywords: [terms, accounts] # searched\neffective_date: 2025-06-02\n---\n\nSee the [privacy policy](./privacy.md).\n';
    expect(versionCopy(text, from, to, { versionOf: { id: 'legal/terms', date: '2025-06-02' } })).toBe(
      '---\ntitle: Terms of Use\ndescription: The terms that govern your use of the service, its websites, apps and every account you open.\nkeywords: [terms, accounts] # searched\neffective_date: 2025-06-02\nversion_of: legal/terms\n---\n\nSee the [privacy policy](../../legal/privacy.md).\n',
    );
  });

  // The site dates it in each reader's style (site/dated-titles.ts): a date written in would keep one.
  it("keeps a translation's title undated, with no version_of (the default locale's copy says it)", () => {
    expect(versionCopy('---\ntitle: Términos de uso\n---\n\nTexto.\n', from, to, {})).toBe('---\ntitle: Términos de uso\n---\n\nTexto.\n');
  });

  it('gives a text without front matter one', () => {
    expect(versionCopy('# Terms\n\nText.\n', from, to, { versionOf: { id: 'legal/terms', date: '2025-06-02' } })).toBe('---\nversion_of: legal/terms\neffective_date: 2025-06-02\n---\n\n# Terms\n\nText.\n');
  });
});

describe('withFrontMatter', () => {
  it('changes only the value, or adds the key', () => {
    expect(withFrontMatter('---\ntitle: T\neffective_date: "2025-06-02" # in force\n---\nBody\n', 'effective_date', '2026-09-01')).toBe('---\ntitle: T\neffective_date: 2026-09-01 # in force\n---\nBody\n');
    expect(withFrontMatter('---\ntitle: T\n---\nBody\n', 'effective_date', '2026-09-01')).toBe('---\ntitle: T\neffective_date: 2026-09-01\n---\nBody\n');
    expect(withFrontMatter('---\ntitle: T\n---\nBody\n', 'translation_of', '2025-06-02')).toBe('---\ntitle: T\ntranslation_of: 2025-06-02\n---\nBody\n');
    expect(withFrontMatter('Body\n', 'translation_of', '2025-06-02')).toBe('---\ntranslation_of: 2025-06-02\n---\n\nBody\n');
  });
});
