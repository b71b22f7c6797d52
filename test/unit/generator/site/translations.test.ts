// The translation model on sites made in memory: which text each translation translates (its
// translation_of, git's basis, an older effective_date, else the source as it is), what changed in
// the source since, section by section, and what the pages then show.
import { describe, expect, it } from 'vitest';
import type { UserConfig } from '../../../../src/config/schema.ts';
import type { TranslationBasis } from '../../../../src/generator/content/translation-bases.ts';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';
import { changedSections } from '../../../../src/generator/site/translations.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const v1 = '---\ntitle: Cookies\neffective_date: 2025-01-10\n---\n\nIntro.\n\n## 1. Use {#use}\n\nWe keep data 26 months.\n\n## 2. Contact {#contact}\n\nWrite to us.\n';
const v2 = '---\ntitle: Cookies\neffective_date: 2025-03-01\n---\n\nIntro.\n\n## 1. Use {#use}\n\nWe keep data 14 months.\n\n## 2. Opt out {#opt-out}\n\nAdd ?cookies=none.\n\n## 3. Contact {#contact}\n\nWrite  to\nus.\n';
const archived = v1.replace('title: Cookies', 'title: Cookies (2025)\nversion_of: cookies');
const spanish = (date: string, extra = '') => `---\ntitle: Cookies (es)\n${date ? `effective_date: ${date}\n` : ''}${extra}---\n\nIntroducción.\n\n## 1. Uso {#use}\n\nGuardamos datos.\n\n## 2. Contacto {#contact}\n\nEscríbanos.\n`;
const site = (es: string, config: UserConfig = baseConfig, bases: Map<string, TranslationBasis> = new Map()) =>
  siteFrom({ 'en:cookies.md': v2, 'en:old/cookies-2025.md': archived, 'es:cookies.md': es, 'en:intro.md': '---\ntitle: Intro\n---\n\nHi.\n' }, config, {
    translations: {
      bases,
      basisDocs: new Map([['content/docs/cookies.md@basis', parseMarkdown({ file: 'content/docs/cookies.md@basis', relPath: 'cookies.md', text: v1 })]]),
      basisFile: () => 'content/docs/cookies.md@basis',
      orphans: [{ locale: 'es', file: 'content/i18n/es/docs/gone.md' }],
    },
  });
const status = (s: ReturnType<typeof site>) => s.translations.statuses.es!.cookies!;

describe('changedSections', () => {
  it('matches sections by id: changed and added in the newer order, removed last; wrapping and renumbering are no change', () => {
    const parse = (text: string) => parseMarkdown({ file: 'x.md', relPath: 'x.md', text }).sections;
    expect(changedSections(parse(v1), parse(v2))).toEqual([
      { id: 'use', title: '1. Use', change: 'changed' },
      { id: 'opt-out', title: '2. Opt out', change: 'added' },
    ]);
    expect(changedSections(parse(v2), parse(v1))).toEqual([
      { id: 'use', title: '1. Use', change: 'changed' },
      { id: 'opt-out', title: '2. Opt out', change: 'removed' },
    ]);
  });
});

describe('translationModel', () => {
  it('takes translation_of (an effective date) for the version translated, and shows that version’s date with what changed since', () => {
    const s = site(spanish('', 'translation_of: 2025-01-10\n'));
    expect(status(s)).toEqual({
      state: 'outdated',
      file: 'content/i18n/es/docs/cookies.md',
      known: 'front-matter',
      translates: { date: '2025-01-10', hash: expect.any(String) },
      sections: [
        { id: 'use', title: '1. Use', change: 'changed' },
        { id: 'opt-out', title: '2. Opt out', change: 'added' },
      ],
    });
    expect(s.docs.es!.cookies).toMatchObject({ effectiveDate: '2025-01-10', fallback: false, outdated: status(s) });
    expect(s.docs.es!.cookies!.html).toContain('Guardamos datos.');
    expect(s.diagnostics).toEqual([]);
  });

  it('takes a translation_of naming the current version, or the current text’s hash, as up to date', () => {
    expect(status(site(spanish('', 'translation_of: 2025-03-01\n'))).state).toBe('up-to-date');
    const hash = site(spanish('')).translations.sourceHashes.cookies!;
    expect(status(site(spanish('', `translation_of: "${hash.slice(0, 12)}"\n`)))).toMatchObject({ state: 'up-to-date', known: 'front-matter' });
  });

  it('reads an older effective_date, with nothing else to go by, as the version translated', () => {
    expect(status(site(spanish('2025-01-10')))).toMatchObject({ state: 'outdated', known: 'front-matter', translates: { date: '2025-01-10' } });
    expect(status(site(spanish('')))).toEqual({ state: 'up-to-date', file: 'content/i18n/es/docs/cookies.md', known: 'none' });
  });

  it('takes git’s basis: the source text when the translation last changed', () => {
    const bases = new Map([['content/i18n/es/docs/cookies.md', { commit: 'a'.repeat(40), time: 1, hash: 'b'.repeat(64), text: v1 }]]);
    expect(status(site(spanish(''), baseConfig, bases))).toMatchObject({ state: 'outdated', known: 'git', translates: { date: '2025-01-10', commit: 'a'.repeat(40) } });
    const current = site(spanish('')).translations.sourceHashes.cookies!;
    expect(status(site(spanish(''), baseConfig, new Map([['content/i18n/es/docs/cookies.md', { commit: 'c'.repeat(40), time: 2, hash: current }]])))).toMatchObject({ state: 'up-to-date', known: 'git' });
  });

  it("shows the source text in an outdated translation's place with outdated: 'fallback', and fails with 'error'", () => {
    const fallback = site(spanish('2025-01-10'), { ...baseConfig, translations: { outdated: 'fallback' } });
    expect(fallback.docs.es!.cookies).toMatchObject({ fallback: true, effectiveDate: '2025-03-01', file: 'content/docs/cookies.md' });
    expect(fallback.docs.es!.cookies!.html).toContain('14 months');
    const error = site(spanish('2025-01-10'), { ...baseConfig, translations: { outdated: 'error' } });
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'outdated-translation',
        file: 'content/i18n/es/docs/cookies.md',
        message: 'translation of "content/docs/cookies.md" translates the version effective 2025-01-10; changed since: "1. Use" (changed), "2. Opt out" (added)',
      }),
    ]);
  });

  it('warns of an effective_date unlike that of the text translated, and of a translation_of that names no version', () => {
    const mismatch = site(spanish('2024-05-05'));
    expect(status(mismatch).state).toBe('up-to-date');
    expect(mismatch.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'translated-version-mismatch', line: 3, hint: "Remove the date from the translation (its effective_date, or its date line: its date is its source's), or write 2025-03-01." })]);
    const unknown = site(spanish('', 'translation_of: 2024-12-01\n'));
    expect(unknown.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'unknown-translation-source', line: 3, message: 'translation_of: 2024-12-01 names no version of "content/docs/cookies.md" (its versions are effective 2025-03-01, 2025-01-10)' }),
    ]);
    expect(status(unknown)).toMatchObject({ state: 'outdated', known: 'front-matter' });
    expect(status(unknown).sections).toBeUndefined();
  });

  it('counts a missing translation and keeps the orphans', () => {
    const s = site(spanish(''));
    expect(s.translations.statuses.es!.intro).toEqual({ state: 'missing', file: 'content/docs/intro.md', known: 'none' });
    expect(s.translations.orphans).toEqual([{ locale: 'es', file: 'content/i18n/es/docs/gone.md' }]);
  });
});
