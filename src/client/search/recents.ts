// Recent and favorite searches, stored per index name through the storage wrapper.
// In: an index name and hits the visitor chose; out: the lists and the operations on them.

import { storage } from '../storage.ts';
import type { DisplayHit } from './engine.ts';

/** What is kept of a chosen hit: enough to show it again and to know its language. */
export interface SavedHit {
  id: string;
  url: string;
  title: string;
  path: string;
  locale: string;
}

const RECENT_MAX = 7;
const RECENT_WITH_FAVORITES = 4;
const FAVORITES_MAX = 10;
const recentKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
const favoriteKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

function read(key: string): SavedHit[] {
  try {
    const value = JSON.parse(storage.get(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as SavedHit[]).filter((h) => h && typeof h.url === 'string' && typeof h.title === 'string') : [];
  } catch {
    return [];
  }
}

const write = (key: string, hits: SavedHit[]) => storage.set(key, JSON.stringify(hits));

export function toSaved(hit: DisplayHit, locale: string): SavedHit {
  return { id: hit.id, url: hit.url, title: hit.title.map((p) => p.text).join(''), path: hit.path, locale };
}

export interface Saved {
  recent: SavedHit[];
  favorites: SavedHit[];
}

/** The lists for one locale: a recent search never leads to another language's page. */
export function savedSearches(indexName: string, locale: string): Saved {
  const favorites = read(favoriteKey(indexName)).filter((h) => h.locale === locale);
  const recent = read(recentKey(indexName)).filter((h) => h.locale === locale);
  return { favorites: favorites.slice(0, FAVORITES_MAX), recent: recent.slice(0, favorites.length ? RECENT_WITH_FAVORITES : RECENT_MAX) };
}

/** Every locale shares one list per index name; each keeps its own most recent `max`. */
function capPerLocale(hits: SavedHit[], max: number): SavedHit[] {
  const seen = new Map<string, number>();
  return hits.filter((h) => {
    const n = (seen.get(h.locale) ?? 0) + 1;
    seen.set(h.locale, n);
    return n <= max;
  });
}

export function addRecent(indexName: string, hit: SavedHit): void {
  const key = recentKey(indexName);
  if (read(favoriteKey(indexName)).some((f) => f.id === hit.id)) return;
  write(key, capPerLocale([hit, ...read(key).filter((h) => h.id !== hit.id)], RECENT_MAX));
}

export function removeRecent(indexName: string, id: string): void {
  const key = recentKey(indexName);
  write(key, read(key).filter((h) => h.id !== id));
}

/** Moves a recent search into favorites. */
export function addFavorite(indexName: string, hit: SavedHit): void {
  removeRecent(indexName, hit.id);
  const key = favoriteKey(indexName);
  write(key, capPerLocale([hit, ...read(key).filter((h) => h.id !== hit.id)], FAVORITES_MAX));
}

export function removeFavorite(indexName: string, id: string): void {
  const key = favoriteKey(indexName);
  write(key, read(key).filter((h) => h.id !== id));
}
