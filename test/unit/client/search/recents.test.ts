import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavorite, addRecent, removeFavorite, removeRecent, savedSearches, type SavedHit } from '../../../../src/client/search/recents.ts';
import { storage } from '../../../../src/client/storage.ts';

// No localStorage here: the storage wrapper falls back to memory (and warns once).
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const hit = (n: number, locale = 'en'): SavedHit => ({ id: `${locale}:${n}`, url: `/docs/${n}`, title: `Hit ${n}`, path: '', locale });
const ids = (hits: SavedHit[]) => hits.map((h) => h.id);

beforeEach(() => {
  storage.remove('__DOCSEARCH_RECENT_SEARCHES__idx');
  storage.remove('__DOCSEARCH_FAVORITE_SEARCHES__idx');
});

describe('recent and favorite searches', () => {
  it('keep the 7 latest recent searches, newest first, without duplicates', () => {
    for (let n = 1; n <= 9; n++) addRecent('idx', hit(n));
    addRecent('idx', hit(5));
    expect(ids(savedSearches('idx', 'en').recent)).toEqual(['en:5', 'en:9', 'en:8', 'en:7', 'en:6', 'en:4', 'en:3']);
  });

  it('show 4 recent searches once there are favorites; a favorite leaves the recents', () => {
    for (let n = 1; n <= 7; n++) addRecent('idx', hit(n));
    addFavorite('idx', hit(7));
    const saved = savedSearches('idx', 'en');
    expect(ids(saved.favorites)).toEqual(['en:7']);
    expect(ids(saved.recent)).toEqual(['en:6', 'en:5', 'en:4', 'en:3']);
    addRecent('idx', hit(7));
    expect(ids(savedSearches('idx', 'en').recent)).not.toContain('en:7');
  });

  it('keep at most 10 favorites, and remove either kind', () => {
    for (let n = 1; n <= 12; n++) addFavorite('idx', hit(n));
    expect(savedSearches('idx', 'en').favorites).toHaveLength(10);
    removeFavorite('idx', 'en:12');
    expect(ids(savedSearches('idx', 'en').favorites)[0]).toBe('en:11');
    addRecent('idx', hit(20));
    removeRecent('idx', 'en:20');
    expect(savedSearches('idx', 'en').recent).toEqual([]);
  });

  it("show only the current locale's searches, each locale keeping its own 7", () => {
    for (let n = 1; n <= 7; n++) addRecent('idx', hit(n, 'ja'));
    addRecent('idx', hit(1, 'es'));
    expect(ids(savedSearches('idx', 'es').recent)).toEqual(['es:1']);
    expect(savedSearches('idx', 'ja').recent).toHaveLength(7);
    expect(savedSearches('other', 'ja').recent).toEqual([]);
  });
});
