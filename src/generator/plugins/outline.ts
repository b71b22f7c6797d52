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
}

/** The text of a document between two headings: what search indexes. */
export interface Section {
  /** Anchor of the heading opening the section; absent for the text before the first heading. */
  id?: string;
  level: number;
  heading: string;
  text: string;
}

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

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

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
    const sections: Section[] = [{ level: 1, heading: '', text: '' }];
    for (const node of tree.children) {
      const level = headingLevel(node);
      if (level) {
        const id = String((node as Element).properties.id ?? '');
        const text = squash(toString(node as Element));
        headings.push({ id, level, text });
        sections.push({ id, level, heading: text, text: '' });
      } else {
        const section = sections.at(-1)!;
        const text = squash(node.type === 'element' ? toString(node) : node.type === 'text' ? node.value : '');
        if (text) section.text = section.text ? `${section.text} ${text}` : text;
      }
    }
    (file.data as { outline?: Outline }).outline = {
      anchors,
      headings,
      sections: sections.filter((s) => s.heading || s.text),
    };
  };
}
