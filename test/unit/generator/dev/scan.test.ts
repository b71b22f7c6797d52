import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';
import { scanDoc } from '../../../../src/generator/dev/scan.ts';

const input = (text: string) => ({ file: 'content/docs/a/b.md', relPath: 'a/b.md', text });

describe('scanDoc', () => {
  it.each([
    ['---\ntitle: From front matter\nsidebar_position: 3\n---\n# Heading\n\nBody.', 'From front matter'],
    ['---\nsidebar_label: Short\n---\n\n# The *real* title {#custom}\n\nBody.', 'The real title'],
    ['Intro text without a heading.', 'b'],
    ['# Closing hashes ##\n', 'Closing hashes'],
    ['# Privacy Policy {: #privacy-policy }\n\nBody.', 'Privacy Policy'],
    ["---\ntitle: 'It''s quoted'\nslug: \"/custom\"\ndraft: true\nunlisted: false\nid: my-id\ndescription: Not needed for routes.\n---\nBody.", "It's quoted"],
    ['---\ntitle: >-\n  Folded title\nsidebar_position: 2.5\n---\nBody.', 'Folded title'],
    ['---\ntitle: "Escaped \\u0041"\n---\nBody.', 'Escaped A'],
    ['---\ntitle: Dated # a comment\neffective_date: 2025-06-01\nversion_of: terms\n---\nBody.', 'Dated'],
    // A bad value is dropped alone: the title stays.
    ['---\ntitle: Kept\nsidebar_position: first\n---\n# From the heading\n', 'Kept'],
  ])('finds the title and front matter the full parse finds', (text, title) => {
    const full = parseMarkdown(input(text));
    const scanned = scanDoc(input(text));
    expect(scanned.title).toBe(title);
    expect(scanned.title).toBe(full.title);
    expect(scanned.frontMatter).toEqual(full.frontMatter);
    expect(scanned.html).toBe('');
  });
});
