// Test helper: parses an Atom feed with a real XML parser (fast-xml-parser) and checks what RFC 4287
// requires of it: a well-formed <feed> in the Atom namespace with one id, title and updated, an
// author, and entries each with one id, title, updated (RFC 3339 dates) and an alternate link.
// In: the feed's text; out: the feed's fields and entries, or a thrown assertion.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  summary?: string;
  link: { rel: string; type?: string; href: string }[];
}

export interface AtomFeed {
  lang: string;
  id: string;
  title: string;
  updated: string;
  author: { name: string };
  link: { rel: string; type?: string; href: string }[];
  entry: AtomEntry[];
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function parseAtom(text: string): AtomFeed {
  expect(XMLValidator.validate(text)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'entry' || name === 'link' });
  const { feed } = parser.parse(text) as { feed: AtomFeed & { xmlns: string; 'xml:lang': string } };
  expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
  for (const key of ['id', 'title', 'updated'] as const) expect(typeof feed[key], key).toBe('string');
  expect(feed.updated).toMatch(rfc3339);
  const entries = feed.entry ?? [];
  // An author on the feed stands for every entry without one.
  expect(feed.author?.name).toBeTruthy();
  for (const entry of entries) {
    for (const key of ['id', 'title', 'updated'] as const) expect(typeof entry[key], `${entry.id} ${key}`).toBe('string');
    expect(entry.updated).toMatch(rfc3339);
    if (entry.published) expect(entry.published).toMatch(rfc3339);
    // Ids are IRIs; without content, an entry must link to its alternate.
    expect(entry.id).toMatch(/^[a-z][a-z0-9+.-]*:/);
    expect(entry.link.filter((l) => l.rel === 'alternate')).toHaveLength(1);
  }
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return { ...feed, lang: feed['xml:lang'], entry: entries };
}
