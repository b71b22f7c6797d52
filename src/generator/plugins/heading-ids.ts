// remark plugin: honours `{#custom-id}` at the end of a heading.
// In: an mdast tree; out: the marker stripped from the text and the id set on the heading.

import type { Heading, Nodes, Root } from 'mdast';
import { eachNode } from './walk.ts';

const marker = /\s*\{#([^\s{}]+)\}\s*$/;

/** hast property flagging an author-chosen id, so unique-ids lets it win; removed there. */
export const explicitFlag = 'dataLdExplicitId';

export default function remarkHeadingIds() {
  return (tree: Root) => {
    eachNode<Nodes>(tree, (n) => {
      if (n.type !== 'heading') return;
      const node: Heading = n;
      const last = node.children.at(-1);
      if (last?.type !== 'text') return;
      const match = marker.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1]!, [explicitFlag]: true } };
    });
  };
}
