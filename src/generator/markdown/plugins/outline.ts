// rehype plugin: reads a document's outline from its final tree — every id (the page's anchors),
// the h2–h6 headings (the table of contents), the text under each heading (search sections) and a
// fingerprint of each section (how two versions' sections compare). In: the sanitised hast tree and
// the ids the author chose (unique-ids.ts); out: file.data.outline.

import { createHash, type Hash } from 'node:crypto';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { authorIds } from './unique-ids.ts';
import { eachElement } from './walk.ts';

export interface Heading {
  id: string;
  level: number;
  text: string;
  /** Where the heading is written, for diagnostics about it. */
  line?: number;
  /** The author wrote the id (`{#id}`), rather than it being made from the text. */
  explicit?: boolean;
}

/** The text of a document between two headings: what search indexes. */
export interface Section {
  /** Anchor of the heading opening the section; absent for the text before the first heading. */
  id?: string;
  level: number;
  heading: string;
  /** One entry per paragraph, list item or table cell: search shows them one at a time. */
  paragraphs: string[];
  /**
   * A hash of the section as published: its markup and text, whitespace runs as one space and the
   * heading's number left out. Equal in two versions when the section did not change.
   */
  fingerprint: string;
}

/** A heading's text without its section number ("4. Liability" → "Liability"): renumbering a section changes nothing in it. */
export const withoutSectionNumber = (title: string): string => title.replace(/^(?:\d+(?:\.\d+)*\.?|\(?[IVXLivxl]+[.)]|\(?[a-z][.)])\s+/, '');

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

/** Feeds a node's markup and text to a hash, each whitespace run as one space. */
function feed(hash: Hash, node: RootContent | ElementContent): void {
  if (node.type === 'text') hash.update(node.value.replace(/\s+/g, ' '));
  else if (node.type === 'element') {
    hash.update(`<${node.tagName} ${JSON.stringify(node.properties)}>`);
    for (const child of node.children) feed(hash, child);
    hash.update(`</${node.tagName}>`);
  }
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
    const chosen = authorIds(file);
    const headings: Heading[] = [];
    const sections: Section[] = [{ level: 1, heading: '', paragraphs: [], fingerprint: '' }];
    let hash = createHash('sha256');
    const close = () => (sections.at(-1)!.fingerprint = hash.digest('hex').slice(0, 16));
    for (const node of tree.children) {
      const level = headingLevel(node);
      if (level) {
        close();
        hash = createHash('sha256');
        const id = String((node as Element).properties.id ?? '');
        const text = squash(toString(node as Element));
        const line = node.position?.start.line;
        headings.push({ id, level, text, ...(line !== undefined ? { line } : {}), ...(chosen.has(id) ? { explicit: true } : {}) });
        sections.push({ id, level, heading: text, paragraphs: [], fingerprint: '' });
        hash.update(`<h${level}>${withoutSectionNumber(text)}`);
      } else {
        paragraphs(node, sections.at(-1)!.paragraphs);
        // The line breaks between blocks are layout, not text.
        if (node.type !== 'text' || node.value.trim()) feed(hash, node);
      }
    }
    close();
    (file.data as { outline?: Outline }).outline = {
      anchors,
      headings,
      sections: sections.filter((s) => s.heading || s.paragraphs.length),
    };
  };
}
