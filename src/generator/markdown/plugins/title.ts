// rehype plugin: takes a leading `# Title` out of the body, since the layout renders the page's
// heading. In: a hast tree whose ids are final; out: the tree without that h1, and its text and id
// in file.data.h1 — the page heading (with its id, so `#that-h1` links keep working), as Docusaurus
// shows it even when front matter has a title of its own.

import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

/** The h1 a document starts with. */
export interface LeadingHeading {
  text: string;
  id: string;
}

export default function rehypeTitle() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((n) => n.type === 'element' || (n.type === 'text' && n.value.trim()));
    const first = tree.children[index];
    if (first?.type === 'element' && first.tagName === 'h1') {
      const h1: LeadingHeading = { text: toString(first).trim(), id: String(first.properties.id ?? '') };
      (file.data as { h1?: LeadingHeading }).h1 = h1;
      const next = tree.children[index + 1];
      tree.children.splice(index, next?.type === 'text' && !next.value.trim() ? 2 : 1);
    }
  };
}
