import { describe, expect, it } from 'vitest';
import { onBuildDate, shownBy, takesEffect } from '../../../../src/generator/site/schedule.ts';
import { versionModel, type VersionCandidate } from '../../../../src/generator/site/versions.ts';

const doc = (id: string, frontMatter: VersionCandidate['frontMatter']): VersionCandidate => ({ id, file: `content/docs/${id}.md`, frontMatter, frontMatterAt: {} });

// The terms of 2024 and 2025 kept as versions; the document file holds the text of 1 September 2026.
const model = versionModel([
  doc('terms', { effective_date: '2026-09-01' }),
  doc('old/terms-2024', { version_of: 'terms', effective_date: '2024-01-01' }),
  doc('old/terms-2025', { version_of: 'terms', effective_date: '2025-06-01' }),
  doc('privacy', { effective_date: '2027-01-01' }),
  doc('cookies', { effective_date: '2020-01-01' }),
]);
const every = () => true;

describe('onBuildDate', () => {
  it('before the new date: the version in force stays the document, the new one is announced on its own page', () => {
    const on = onBuildDate(model, '2026-08-31', every);
    expect(on.histories.get('terms')).toEqual({
      id: 'terms',
      date: '2025-06-01',
      inForce: true,
      own: 'old/terms-2025',
      live: 'terms/versions/2026-09-01',
      versions: [{ id: 'old/terms-2024', date: '2024-01-01' }],
      upcoming: [{ id: 'terms/versions/2026-09-01', date: '2026-09-01' }],
    });
    expect(on.dateOf.get('terms')).toBe('2025-06-01');
    expect(on.dateOf.get('terms/versions/2026-09-01')).toBe('2026-09-01');
    expect(on.currentOf.get('terms/versions/2026-09-01')).toBe('terms');
    expect(takesEffect(on, 'terms/versions/2026-09-01')).toBe('2026-09-01');
    expect(takesEffect(on, 'terms')).toBeUndefined();
    // The version in force's own page shows what the document's does.
    expect(shownBy(on, 'old/terms-2025')).toBe('terms');
    expect(shownBy(on, 'old/terms-2024')).toBeUndefined();
  });

  it('on the new date: the new version is in force, with no edit, and keeps its own page', () => {
    const on = onBuildDate(model, '2026-09-01', every);
    expect(on.histories.get('terms')).toMatchObject({
      date: '2026-09-01',
      inForce: true,
      own: 'terms/versions/2026-09-01',
      versions: [
        { id: 'old/terms-2024', date: '2024-01-01' },
        { id: 'old/terms-2025', date: '2025-06-01' },
      ],
      upcoming: [],
    });
    expect(shownBy(on, 'terms/versions/2026-09-01')).toBe('terms');
    expect(takesEffect(on, 'terms/versions/2026-09-01')).toBeUndefined();
  });

  it('before every date: the first version is shown, and nothing is in force', () => {
    const on = onBuildDate(model, '2023-12-31', every);
    expect(on.histories.get('terms')).toMatchObject({ date: '2024-01-01', inForce: false, own: 'old/terms-2024', versions: [] });
    expect(on.histories.get('terms')!.upcoming.map((v) => v.date)).toEqual(['2025-06-01', '2026-09-01']);
    expect(takesEffect(on, 'terms')).toBe('2024-01-01');
  });

  it('announces a document of one version dated later, and leaves one in force alone', () => {
    const on = onBuildDate(model, '2026-08-31', every);
    expect(on.histories.get('privacy')).toEqual({ id: 'privacy', date: '2027-01-01', inForce: false, own: 'privacy', live: 'privacy', versions: [], upcoming: [] });
    expect(takesEffect(on, 'privacy')).toBe('2027-01-01');
    expect(on.histories.has('cookies')).toBe(false);
  });

  it('leaves a document whose file text can have no page of its own as it was', () => {
    const on = onBuildDate(model, '2026-08-31', (id) => id !== 'terms');
    expect(on.histories.get('terms')).toEqual(model.histories.get('terms'));
  });
});
