// rehype plugin: reads a document's outline from its final tree — every id (the page's anchors),
// the h2–h6 headings (the table of contents) and the text under each heading (search sections).
// In: the sanitised hast tree; out: file.data.anchors, file.data.headings, file.data.sections.

import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { eachElement } from './walk.ts';

export interface Heading {
  id: string;
  level: number;
  text: string;
  /** Where the heading is written, for diagnostics about it. */
  line?: number;
}

/** The text of a document between two headings: what search indexes. */
export interface Section {
  /** Anchor of the heading opening the section; absent for the text before the first heading. */
  id?: string;
  level: number;
  heading: string;
  /** One entry per paragraph, list item or table cell: search shows them one at a time. */
  paragraphs: string[];
}

/** Blocks whose text is one paragraph; blocks nested in them are paragraphs of their own. */
const paragraphBlocks = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'pre', 'figcaption']);
const nestedBlocks = new Set(['ul', 'ol', 'p', 'table', 'blockquote', 'pre', 'dl', 'div']);

export interface Outline {
  anchors: string[];
  headings: Heading[];
  sections: Section[];
}

const headingLevel = (node: RootContent): number => {
  if (node.type !== 'element') return 0;
  const m = /^h([2-6])$/.exec(node.tagName);
  return m ? Number(m[1]) : 0;
};

// Each whitespace run as one space: only runs that are not a single space already are replaced,
// which spares a match per word (the same result as /\s+/g).
const squash = (s: string) => s.replace(/\s{2,}|[^\S ]/g, ' ').trim();

function paragraphs(node: RootContent, out: string[]): void {
  if (node.type === 'text') {
    const text = squash(node.value);
    if (text) out.push(text);
    return;
  }
  if (node.type !== 'element') return;
  if (!paragraphBlocks.has(node.tagName)) {
    for (const child of node.children) paragraphs(child, out);
    return;
  }
  const own = squash(node.children.map((c) => (c.type === 'element' && nestedBlocks.has(c.tagName) ? ' ' : toString(c))).join(''));
  if (own) out.push(own);
  for (const child of node.children) if (child.type === 'element' && nestedBlocks.has(child.tagName)) paragraphs(child, out);
}

export function outline(file: VFile): Outline {
  return (file.data as { outline?: Outline }).outline!;
}

export default function rehypeOutline() {
  return (tree: Root, file: VFile) => {
    const anchors: string[] = [];
    eachElement(tree, (node: Element) => {
      if (node.properties.id !== undefined && node.properties.id !== null) anchors.push(String(node.properties.id));
    });
    const headings: Heading[] = [];
    const sections: Section[] = [{ level: 1, heading: '', paragraphs: [] }];
    for (const node of tree.children) {
      const level = headingLevel(node);
      if (level) {
        const id = String((node as Element).properties.id ?? '');
        const text = squash(toString(node as Element));
        const line = node.position?.start.line;
        headings.push(line === undefined ? { id, level, text } : { id, level, text, line });
        sections.push({ id, level, heading: text, paragraphs: [] });
      } else {
        paragraphs(node, sections.at(-1)!.paragraphs);
      }
    }
    (file.data as { outline?: Outline }).outline = {
      anchors,
      headings,
      sections: sections.filter((s) => s.heading || s.paragraphs.length),
    };
  };
}
