// UI strings a site supplies: one JSON file per locale (`{locale}` in the configured pattern) that
// gives a locale legaldocs has no catalog for its interface text, or overrides built-in strings.
// In: the site root, the locales and the pattern; out: each locale's messages, and diagnostics
// (unknown, missing, mistyped or misplaced-placeholder keys at their line, locales left in English).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidUiStrings, MissingUiStrings, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { builtInMessages, placeholders, type MessageKey, type Messages } from '../../i18n/index.ts';
import { en } from '../../i18n/locales/en.ts';
import { closest } from '../../diagnostics/closest.ts';
import { jsonErrorLine } from './category-files.ts';
import { plural } from '../../diagnostics/plural.ts';
import { escapeRegExp, positionAt } from '../../shared/source-text.ts';

export interface UiStrings {
  /** Each locale's messages: its file over its built-in catalog, or over English. */
  messages: Record<string, Messages>;
  /** The files read, with their text (they make the site, so they key the caches). */
  files: Record<string, string>;
  diagnostics: Diagnostic[];
}

const keys = Object.keys(en) as MessageKey[];

/** Where `"key":` is written in the file, for diagnostics. */
function keyPosition(text: string, key: string): { line?: number; column?: number } {
  const at = text.search(new RegExp(`"${escapeRegExp(key)}"\\s*:`));
  return at === -1 ? {} : positionAt(text, at);
}

/** Validates one file's text; a locale without a built-in catalog needs every key. */
export function parseUiStrings(text: string, file: string, builtIn: Messages | undefined): { messages: Partial<Messages>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const problem = (message: string, where: { line?: number; column?: number }, hint: string) =>
    diagnostics.push(new InvalidUiStrings(message, { file, ...where, hint }).toDiagnostic());
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problem(`invalid JSON in "${file}": ${(error as Error).message}`, { line: jsonErrorLine(text, (error as Error).message) }, 'Write it as { "search": "…", "onThisPage": "…" }.');
    return { messages: {}, diagnostics };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problem(`"${file}" must hold a JSON object of UI string keys to text`, { line: 1, column: 1 }, 'Write it as { "search": "…", "onThisPage": "…" }.');
    return { messages: {}, diagnostics };
  }
  const messages: Partial<Messages> = {};
  for (const [key, value] of Object.entries(raw)) {
    const where = keyPosition(text, key);
    // Own keys only: `in` also finds what every object inherits (__proto__, constructor, toString).
    if (!Object.hasOwn(en, key)) {
      const near = closest(key, keys);
      problem(`unknown UI string key "${key}"`, where, `${near ? `Did you mean "${near}"? ` : ''}The keys are those of legaldocs's English strings (src/i18n/locales/en.ts in its repository).`);
      continue;
    }
    const english = en[key as MessageKey];
    if (typeof value !== 'string' || !value.trim()) {
      problem(`UI string "${key}" must be non-empty text`, where, `The English text is "${english}".`);
      continue;
    }
    const wanted = placeholders(english);
    if (placeholders(value).join() !== wanted.join()) {
      const list = wanted.length ? wanted.map((p) => `{${p}}`).join(', ') : 'no placeholder';
      problem(`UI string "${key}" must contain ${list}, as in "${english}"`, where, 'Placeholders are filled in when the page is made; keep each one, and add none.');
      continue;
    }
    messages[key as MessageKey] = value;
  }
  if (!builtIn) {
    const missing = keys.filter((k) => !(k in raw));
    if (missing.length) {
      problem(
        `"${file}" lacks ${plural(missing.length, 'UI string')}: ${missing.map((k) => `"${k}"`).join(', ')}`,
        { line: 1, column: 1 },
        `legaldocs has no built-in strings for this locale, so the file must give every key, e.g. "${missing[0]}": "${en[missing[0]!]}" translated.`,
      );
    }
  }
  return { messages, diagnostics };
}

/**
 * Reads the UI strings of each locale from `pattern` (relative to root; a missing file is fine when
 * the locale has a built-in catalog). `at` locates a locale's config key for the warning about a
 * locale that would show its interface in English.
 */
export function readUiStrings(
  root: string,
  locales: readonly string[],
  pattern: string,
  at: (locale: string) => { file: string; line?: number; column?: number },
): UiStrings {
  const result: UiStrings = { messages: {}, files: {}, diagnostics: [] };
  for (const locale of locales) {
    const file = pattern.replace('{locale}', locale);
    const builtIn = builtInMessages(locale);
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      bytes = undefined;
    }
    if (!bytes) {
      result.messages[locale] = builtIn ?? en;
      if (!builtIn) {
        result.diagnostics.push(
          new MissingUiStrings(`locale "${locale}" has no built-in UI strings, so its pages show search, menus and notices in English`, {
            ...at(locale),
            hint: `Supply them in ${file} (every key; content/README.md shows how), or use a locale legaldocs has strings for.`,
          }).toDiagnostic(),
        );
      }
      continue;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      result.diagnostics.push(new InvalidUiStrings(`"${file}" is not valid UTF-8`, { file, hint: 'Save the file with UTF-8 encoding.' }).toDiagnostic());
      continue;
    }
    result.files[file] = text;
    const parsed = parseUiStrings(text, file, builtIn);
    result.diagnostics.push(...parsed.diagnostics);
    result.messages[locale] = { ...(builtIn ?? en), ...parsed.messages };
  }
  return result;
}
