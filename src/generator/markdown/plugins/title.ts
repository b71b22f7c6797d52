// rehype plugin: takes the page's heading out of the body, since the layout renders it. In: a hast
// tree whose ids are final; out: the tree without that heading, and its text and id in file.data.h1
// (the id kept, so `#that-heading` links keep working). The heading is a leading `# Title`, shown as
// Docusaurus shows it even when front matter has a title of its own; in a document with neither an
// h1 nor a front-matter title, a leading lower heading (`## Terms of Service`, or the text underlined
// with `---`), as GitHub Pages titles such a document: its file name would say less.

import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

/** The heading a document starts with. */
export interface LeadingHeading {
  text: string;
  id: string;
}

const lowerHeading = /^h[2-6]$/;

export default function rehypeTitle() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((n) => n.type === 'element' || (n.type === 'text' && n.value.trim()));
    const first = tree.children[index];
    if (first?.type !== 'element') return;
    const data = file.data as { h1?: LeadingHeading; frontMatter?: { title?: unknown } };
    const titled = data.frontMatter?.title !== undefined || tree.children.some((n) => n.type === 'element' && n.tagName === 'h1');
    if (first.tagName !== 'h1' && !(lowerHeading.test(first.tagName) && !titled)) return;
    data.h1 = { text: toString(first).trim(), id: String(first.properties.id ?? '') };
    const next = tree.children[index + 1];
    tree.children.splice(index, next?.type === 'text' && !next.value.trim() ? 2 : 1);
  };
}
