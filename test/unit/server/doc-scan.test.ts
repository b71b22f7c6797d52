import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/generator/markdown/parse.ts';
import { scanDoc } from '../../../src/server/doc-scan.ts';

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
  ])('finds the title and route keys the full parse finds', (text, title) => {
    const full = parseMarkdown(input(text));
    const scanned = scanDoc(input(text));
    expect(scanned.title).toBe(title);
    expect(scanned.title).toBe(full.title);
    for (const key of ['id', 'title', 'sidebar_label', 'slug', 'sidebar_position', 'draft', 'unlisted'] as const) {
      expect(scanned.frontMatter[key], key).toEqual(full.frontMatter[key]);
    }
    expect(scanned.html).toBe('');
  });
});
