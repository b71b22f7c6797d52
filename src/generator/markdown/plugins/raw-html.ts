// rehype plugin: parses raw HTML embedded in markdown (so the sanitiser can judge it), but only
// in documents that contain some — re-parsing a whole tree through parse5 costs ~15% of parsing.
// In: a hast tree that may hold `raw` nodes; out: the same tree with them turned into elements.

import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { eachNode } from './walk.ts';

const hasRaw = (tree: Root) => !eachNode<Nodes>(tree, (node) => node.type !== 'raw');

export default function rehypeRawHtml() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => (hasRaw(tree) ? raw(tree, file) : tree);
}
