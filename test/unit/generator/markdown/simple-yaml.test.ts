// The simple front matter reader against the yaml library: whatever it accepts, it must read as
// the library does — the same value and the same offset of each top-level value — and anything
// beyond its forms (comments, multi-line values, numbers other than whole ones, nulls …) it leaves
// to the library.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isNode, isScalar, parseDocument } from 'yaml';
import { simpleYaml } from '../../../../src/generator/markdown/simple-yaml.ts';

/** What the yaml library reads: the value and each top-level value's offset; undefined on errors. */
function library(yaml: string) {
  const doc = parseDocument(yaml);
  if (doc.errors.length) return undefined;
  const offsets: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      const offset = (isNode(item.value) ? item.value.range?.[0] : undefined) ?? (isNode(item.key) ? item.key.range?.[0] : undefined);
      if (isScalar(item.key) && offset !== undefined) offsets[String(item.key.value)] = offset;
    }
  }
  return { value: doc.toJS(), offsets };
}

/** Whether the simple reader took `yaml`, having read it as the library does. */
function sameAsLibrary(yaml: string): boolean {
  const simple = simpleYaml(yaml);
  if (simple) expect(simple).toEqual(library(yaml));
  return simple !== undefined;
}

describe('simpleYaml', () => {
  it('reads the front matter documents usually have, as the yaml library does', () => {
    const yaml = [
      'title: "Privacy Policy"',
      "sidebar_label: 'Privacy: the short version'",
      'description: The policy that applies to us, [draft] & more — 政策更新!',
      'sidebar_position: 29',
      'keywords: ["privacy", "personal data", "条款"]',
      'draft: false',
      'effective_date: 2025-06-02',
      'last_update:',
      '  date: 2025-08-07',
      '  author: Jo',
      'empty_list: [ ]',
    ].join('\n');
    expect(simpleYaml(yaml)).toEqual(library(yaml));
    expect(simpleYaml(yaml)?.value).toMatchObject({ sidebar_position: 29, draft: false, last_update: { date: '2025-08-07', author: 'Jo' } });
  });

  it.each([
    ['a comment', 'title: Terms # old'],
    ['a colon in a plain value', 'title: Note: terms'],
    ['an escape', 'title: "a\\"b"'],
    ['a value on the next lines', 'title: Terms\n  of use'],
    ['a block scalar', 'description: |\n  text'],
    ['a null', 'title: null'],
    ['an empty value', 'title:'],
    ['a float', 'sidebar_position: 1.5'],
    ['a hex number', 'sidebar_position: 0x1F'],
    ['a leading zero', 'sidebar_position: 007'],
    ['an exponent', 'sidebar_position: 1e5'],
    ['a negative number', 'sidebar_position: -1'],
    ['True', 'draft: True'],
    ['a duplicate key', 'title: a\ntitle: b'],
    ['a duplicate nested key', 'last_update:\n  date: a\n  date: b'],
    ['uneven nesting', 'last_update:\n  date: a\n   author: b'],
    ['deeper nesting', 'last_update:\n  date:\n    day: 1'],
    ['a blank line', 'title: a\n\nslug: b'],
    ['a tab', 'title:\ta'],
    ['CRLF line ends', 'title: a\r\nslug: b'],
    ['a quoted key', '"title": a'],
    ['a __proto__ key', '__proto__: a'],
    ['a list of plain items', 'keywords: [a, b]'],
    ['an anchor', 'title: &x a'],
    ['a tag', 'title: !!str 1'],
    ['a block list', 'keywords:\n  - a'],
    ['a document marker', '---\ntitle: a'],
    ['nothing', ''],
  ])('leaves %s to the yaml library', (_, yaml) => {
    expect(simpleYaml(yaml)).toBeUndefined();
  });

  it('reads any mix of its forms as the yaml library does', () => {
    const key = fc.constantFrom('title', 'slug', 'a', 'b_c', 'd-e', 'last_update', 'null', 'True', 'x1', '_x');
    const special = fc.constantFrom(',', '[', ']', '{', '}', '-', '&', '*', '!', '|', '>', '%', '@', '?', '.', '"', "'", ':', '#', '\\', '\t', '\u00a0', '\u200b', '\u0085', '\u2028', '\ufeff');
    const unit = fc.oneof({ arbitrary: fc.constantFrom('a', 'Z', 'é', '条', ' ', '1'), weight: 15 }, { arbitrary: special, weight: 1 });
    const text = fc.string({ unit, maxLength: 12 });
    const scalar = fc.oneof(
      text,
      text.map((t) => `"${t}"`),
      text.map((t) => `'${t}'`),
      fc.constantFrom('0', '7', '29', '007', '1.5', '1e5', '2025-06-02', '2025-6-2', 'true', 'false', 'TRUE', 'null', '~', 'yes', 'on', '-1', '+1', '.inf'),
      fc.array(text.map((t) => `"${t}"`), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
    );
    const spaces = fc.oneof({ arbitrary: fc.constant(' '), weight: 8 }, { arbitrary: fc.constantFrom('  ', ''), weight: 1 });
    const line = (k: string) => fc.tuple(spaces, scalar).map(([s, v]) => `${k}:${s}${v}`);
    // Nested keys mostly share one indent; now and then one is off by a space.
    const nested = (k: string) =>
      fc.tuple(fc.uniqueArray(key, { maxLength: 3 }), fc.constantFrom('  ', '    ')).chain(([keys, indent]) =>
        fc
          .tuple(...keys.map((n) => fc.tuple(fc.oneof({ arbitrary: fc.constant(indent), weight: 8 }, { arbitrary: fc.constant(' '), weight: 1 }), line(n))))
          .map((lines) => [`${k}:`, ...lines.map(([i, l]) => i + l)].join('\n')),
      );
    const yaml = fc
      .uniqueArray(key, { minLength: 1, maxLength: 5 })
      .chain((keys) => fc.tuple(...keys.map((k) => fc.oneof({ arbitrary: line(k), weight: 3 }, { arbitrary: nested(k), weight: 1 }))))
      .map((lines) => lines.join('\n'));
    let taken = 0;
    fc.assert(
      fc.property(yaml, (y) => {
        if (sameAsLibrary(y)) taken++;
      }),
      { numRuns: 6000 },
    );
    // Not a vacuous pass: many of the mixes are simple enough to be read without the library.
    expect(taken).toBeGreaterThan(600);
  });
});
