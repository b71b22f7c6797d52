// rehype plugin: parses raw HTML embedded in markdown (so the sanitiser can judge it), but only
// in documents that contain some — re-parsing a whole tree through parse5 costs ~15% of parsing.
// In: a hast tree that may hold `raw` nodes; out: the same tree with them turned into elements.

import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

function hasRaw(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

export default function rehypeRawHtml() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => (hasRaw(tree) ? raw(tree, file) : tree);
}
