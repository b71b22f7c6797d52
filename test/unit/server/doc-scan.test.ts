import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/generator/markdown.ts';
import { scanDoc } from '../../../src/server/doc-scan.ts';

const input = (text: string) => ({ file: 'content/docs/a/b.md', relPath: 'a/b.md', text });

describe('scanDoc', () => {
  it.each([
    ['---\ntitle: From front matter\nsidebar_position: 3\n---\n# Heading\n\nBody.', 'From front matter'],
    ['---\nsidebar_label: Short\n---\n\n# The *real* title {#custom}\n\nBody.', 'The real title'],
    ['Intro text without a heading.', 'b'],
    ['# Closing hashes ##\n', 'Closing hashes'],
  ])('finds the same title and front matter as the full parse', (text) => {
    const full = parseMarkdown(input(text));
    const scanned = scanDoc(input(text));
    expect(scanned.title).toBe(full.title);
    expect(scanned.frontMatter).toEqual(full.frontMatter);
    expect(scanned.html).toBe('');
  });
});
