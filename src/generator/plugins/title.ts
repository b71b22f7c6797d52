// rehype plugin: takes a leading `# Title` out of the body, since the layout renders the title.
// In: a hast tree; out: the tree without that h1, and its text in file.data.h1.

import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

export default function rehypeTitle() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((n) => n.type === 'element' || (n.type === 'text' && n.value.trim()));
    const first = tree.children[index];
    if (first?.type === 'element' && first.tagName === 'h1') {
      (file.data as { h1?: string }).h1 = toString(first).trim();
      tree.children.splice(index, 1);
    }
  };
}
