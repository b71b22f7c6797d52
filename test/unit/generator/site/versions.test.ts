import { describe, expect, it } from 'vitest';
import { comparisons, versionModel, type VersionCandidate } from '../../../../src/generator/site/versions.ts';

/** A document with front matter whose keys sit on lines 2, 3 … of its file, values at column 13. */
function doc(id: string, frontMatter: VersionCandidate['frontMatter'] = {}): VersionCandidate {
  const frontMatterAt = Object.fromEntries(Object.keys(frontMatter).map((key, i) => [key, { line: i + 2, column: key.length + 3 }]));
  return { id, file: `content/docs/${id}.md`, frontMatter, frontMatterAt };
}

describe('versionModel', () => {
  it('collects versions named by version_of, oldest first, under their current document', () => {
    const model = versionModel([
      doc('legal/terms', { effective_date: '2025-06-02' }),
      doc('old/terms-2025-03', { version_of: 'legal/terms', effective_date: '2025-03-01' }),
      doc('old/terms-2024', { version_of: 'legal/terms', effective_date: '2024-01-15' }),
      doc('legal/privacy', { effective_date: '2025-01-01' }),
    ]);
    expect(model.diagnostics).toEqual([]);
    expect(model.histories.get('legal/terms')).toEqual({
      id: 'legal/terms',
      date: '2025-06-02',
      inForce: true,
      own: 'legal/terms',
      live: 'legal/terms',
      upcoming: [],
      versions: [
        { id: 'old/terms-2024', date: '2024-01-15' },
        { id: 'old/terms-2025-03', date: '2025-03-01' },
      ],
    });
    expect(model.histories.has('legal/privacy')).toBe(false);
    expect(model.currentOf.get('old/terms-2024')).toBe('legal/terms');
  });

  it('raises nothing more about a date written but invalid: the parse reported it', () => {
    // The front matter had `effective_date: 2025-13-02`: its position is known, its value was dropped.
    const bad = (id: string, frontMatter: VersionCandidate['frontMatter'] = {}) => {
      const d = doc(id, frontMatter);
      return { ...d, frontMatterAt: { ...d.frontMatterAt, effective_date: { line: 9, column: 17 } } };
    };
    const model = versionModel([bad('legal/terms'), doc('old/terms-2024', { version_of: 'legal/terms', effective_date: '2024-01-15' }), bad('old/terms-2023', { version_of: 'legal/terms' })]);
    expect(model.diagnostics).toEqual([]);
    expect(model.histories.size).toBe(0);
  });

  it('falls back to archive paths, taking the date from an unambiguous dated folder', () => {
    const model = versionModel([
      doc('acme/ads', { effective_date: '2025-06-23' }),
      doc('archive/acme/misc/01-28-2025/ads'),
      doc('archive/acme/misc/18-05-2025/ads'),
      doc('archive/acme/misc/04-01-2025/ads', { effective_date: '2025-04-01' }),
    ]);
    expect(model.diagnostics).toEqual([]);
    expect(model.histories.get('acme/ads')!.versions.map((v) => v.date)).toEqual(['2025-01-28', '2025-04-01', '2025-05-18']);
  });

  it('leaves pages that merely live under archive/ alone: an update log is no version', () => {
    const model = versionModel([doc('acme/intro', { effective_date: '2025-01-01' }), doc('archive/acme/updates', { effective_date: '2025-06-23' })]);
    expect(model.diagnostics).toEqual([]);
    expect(model.currentOf.size).toBe(0);
  });

  it('asks for the date of an archived copy whose folder is ambiguous', () => {
    const model = versionModel([doc('acme/ads', { effective_date: '2025-06-23' }), doc('archive/acme/04-01-2025/ads')]);
    expect(model.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'invalid-version', file: 'content/docs/archive/acme/04-01-2025/ads.md', line: 1 }),
    ]);
    expect(model.diagnostics[0]!.hint).toContain('effective_date: YYYY-MM-DD');
  });

  it('reports a version_of naming no document at its value, with the closest id', () => {
    const model = versionModel([doc('legal/terms', { effective_date: '2025-06-02' }), doc('old/terms', { version_of: 'legal/term', effective_date: '2024-01-01' })]);
    expect(model.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'unknown-reference', file: 'content/docs/old/terms.md', line: 2, column: 13, hint: 'Did you mean "legal/terms"?' }),
    ]);
    expect(model.diagnostics[0]!.message).toContain('"legal/term"');
  });

  it('reports two versions with one date at the second one’s effective_date', () => {
    const model = versionModel([
      doc('legal/terms', { effective_date: '2025-06-02' }),
      doc('old/a', { version_of: 'legal/terms', effective_date: '2024-01-01' }),
      doc('old/b', { version_of: 'legal/terms', effective_date: '2024-01-01' }),
    ]);
    expect(model.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'version-conflict', file: 'content/docs/old/b.md', line: 3, column: 17 })]);
    expect(model.diagnostics[0]!.message).toContain('"content/docs/old/a.md"');
    expect(model.histories.get('legal/terms')!.versions).toEqual([{ id: 'old/a', date: '2024-01-01' }]);
  });

  it('reports a version dated like the current document, or after it', () => {
    const model = versionModel([
      doc('legal/terms', { effective_date: '2025-06-02' }),
      doc('old/same', { version_of: 'legal/terms', effective_date: '2025-06-02' }),
      doc('old/later', { version_of: 'legal/terms', effective_date: '2025-07-01' }),
    ]);
    expect(model.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['version-conflict', 'content/docs/old/later.md', 3],
      ['version-conflict', 'content/docs/old/same.md', 3],
    ]);
    expect(model.diagnostics[0]!.message).toContain('after the current document (2025-06-02)');
    expect(model.histories.has('legal/terms')).toBe(false);
  });

  it('needs an effective date on the current document and on each version', () => {
    const model = versionModel([doc('legal/terms'), doc('old/terms', { version_of: 'legal/terms', effective_date: '2024-01-01' }), doc('old/undated', { version_of: 'legal/terms' })]);
    expect(model.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['invalid-version', 'content/docs/old/undated.md', 2],
      ['invalid-version', 'content/docs/legal/terms.md', 1],
    ]);
  });

  it('refuses a version of a version, naming the current document to use', () => {
    const model = versionModel([
      doc('legal/terms', { effective_date: '2025-06-02' }),
      doc('old/a', { version_of: 'legal/terms', effective_date: '2024-01-01' }),
      doc('old/b', { version_of: 'old/a', effective_date: '2023-01-01' }),
    ]);
    expect(model.diagnostics).toEqual([expect.objectContaining({ code: 'invalid-version', file: 'content/docs/old/b.md', hint: 'Name the current document: version_of: legal/terms' })]);
  });

  it('takes versions read from git with their own dates', () => {
    const model = versionModel([doc('legal/terms', { effective_date: '2025-06-02' }), { ...doc('legal/terms/versions/2024-01-01'), git: { of: 'legal/terms', date: '2024-01-01' } }]);
    expect(model.histories.get('legal/terms')!.versions).toEqual([{ id: 'legal/terms/versions/2024-01-01', date: '2024-01-01' }]);
  });
});

describe('comparisons', () => {
  it('compares each version with the next, named by the newer date, and each but the last with the current document', () => {
    const history = { id: 'terms', date: '2025-06-01', inForce: true, own: 'terms', live: 'terms', versions: [{ id: 'v1', date: '2023-03-01' }, { id: 'v2', date: '2024-01-01' }], upcoming: [] };
    expect(comparisons(history)).toEqual([
      { from: 'v1', to: 'v2', kind: 'on', date: '2024-01-01', path: 'changes/2024-01-01' },
      { from: 'v2', to: 'terms', kind: 'on', date: '2025-06-01', path: 'changes/2025-06-01' },
      { from: 'v1', to: 'terms', kind: 'since', date: '2023-03-01', path: 'changes/since/2023-03-01' },
    ]);
  });

  it('compares the version in force with the next one to take effect, under the date it will', () => {
    const history = { id: 'terms', date: '2025-06-01', inForce: true, own: 'v2', live: 'terms/versions/2026-09-01', versions: [{ id: 'v1', date: '2024-01-01' }], upcoming: [{ id: 'terms/versions/2026-09-01', date: '2026-09-01' }] };
    expect(comparisons(history)).toEqual([
      { from: 'v1', to: 'terms', kind: 'on', date: '2025-06-01', path: 'changes/2025-06-01' },
      { from: 'terms', to: 'terms/versions/2026-09-01', kind: 'on', date: '2026-09-01', path: 'changes/2026-09-01' },
    ]);
  });
});
