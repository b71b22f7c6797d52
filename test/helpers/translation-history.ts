// Test helper: the `translations` fixture as an author's repository would hold it. Its Cookies
// Policy is reformatted (whitespace only), synced with Windows line endings on a vendor's branch,
// then given a new version (one section changed, one added, the old text kept as an earlier
// version); the branch is merged; the Spanish translation follows, the German one does not. The
// Terms of Use are reformatted (rewrapped, the table redrawn) after their Spanish translation: no text changed.
// In: the fixture's copy; out: its git history, and the texts the history ends with.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesIn, testRepo, type TestRepo } from './git.ts';

export const cookies = 'content/docs/guide/cookies.md';
export const germanCookies = 'content/i18n/de/docs/guide/cookies.md';
export const spanishCookies = 'content/i18n/es/docs/guide/cookies.md';
export const archivedCookies = 'content/docs/old/cookies-2025-01-10.md';
export const terms = 'content/docs/guide/terms.md';

/** The second version's changes: a changed clause and a new section before the contact section (renumbered). */
const newVersion = (text: string, cookieFree: string) =>
  text
    .replace('effective_date: 2025-01-10', 'effective_date: 2025-03-01')
    .replace(/26 (months|Monate|meses)/, (_, unit: string) => `14 ${unit}`)
    .replace(/## 4\. (.*) \{#contact\}/, `${cookieFree}\n\n## 5. $1 {#contact}`);

export function cookiesHistory(dir: string): TestRepo {
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const first = read(cookies);
  const crlf = (text: string) => text.replace(/\n/g, '\r\n');
  const rewrapped = first.replace('in your browser settings. See', 'in your browser\nsettings.   See') + '\n\n';
  const second = newVersion(rewrapped, '## 4. Cookie-free mode {#cookie-free-mode}\n\nAdd `?cookies=none` to any address to read the site with no cookie at all.');
  const archived = first
    .replace('title: Cookies Policy', 'title: Cookies Policy (10 January 2025)\nversion_of: guide/cookies')
    .replace('](./privacy.md', '](../guide/privacy.md');
  const spanish = newVersion(read(spanishCookies), '## 4. Modo sin cookies {#cookie-free-mode}\n\nAñada `?cookies=none` a cualquier dirección para leer el sitio sin ninguna cookie.');
  // What a formatter does to a file: lines rewrapped, a table redrawn, trailing spaces; no word changed.
  const reformatted = read(terms)
    .replace('| Plan | Price |\n| ---- | ----- |\n| Free | 0     |', '|Plan|Price|\n|-|-|\n|Free|0|')
    .replace('you accept these terms. Back', 'you accept these terms. \nBack');
  const synced = { [cookies]: crlf(rewrapped), [germanCookies]: crlf(read(germanCookies)), [spanishCookies]: crlf(read(spanishCookies)) };
  return testRepo(dir, [
    { message: 'First texts', date: '2025-01-10T09:00:00Z', files: filesIn(dir) },
    { message: 'Rewrap the Cookies Policy', date: '2025-02-01T09:00:00Z', files: { [cookies]: rewrapped } },
    { message: 'Format every document', date: '2025-02-05T09:00:00Z', files: { [terms]: reformatted } },
    { message: 'Sync with main', date: '2025-02-15T09:00:00Z', branch: 'vendor', from: 'main', files: synced },
    { message: 'Cookies Policy effective 1 March 2025', date: '2025-02-20T09:00:00Z', files: { [cookies]: second, [archivedCookies]: archived } },
    { message: 'Merge the vendor branch', date: '2025-02-25T09:00:00Z', merge: 'vendor', files: { [germanCookies]: synced[germanCookies]!, [spanishCookies]: synced[spanishCookies]! } },
    { message: 'Spanish: translate the Cookies Policy of 1 March 2025', date: '2025-02-28T09:00:00Z', files: { [spanishCookies]: spanish } },
  ]);
}
