// rehype plugin: makes every id in a page unique and non-empty, after rehype-slug ran.
// In: a hast tree whose author-chosen ids are flagged by heading-ids; out: ids fixed, flags gone.

import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { explicitFlag } from './heading-ids.ts';

export default function rehypeUniqueIds() {
  return (tree: Root) => {
    // Authors' ids win: when a generated id collides with one, the generated one gets a suffix.
    const owners = new Map<string, Element>();
    visit(tree, 'element', (node: Element) => {
      if (!(explicitFlag in node.properties)) return;
      delete node.properties[explicitFlag];
      const id = String(node.properties.id);
      if (!owners.has(id)) owners.set(id, node);
    });
    const taken = new Set(owners.keys());
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (id === undefined || id === null) return;
      if (owners.get(String(id)) === node) return;
      // A heading of only punctuation or emoji slugs to nothing; give it a usable anchor.
      const base = String(id) || 'section';
      let candidate = base;
      for (let n = 1; taken.has(candidate); n++) candidate = `${base}-${n}`;
      taken.add(candidate);
      node.properties.id = candidate;
    });
  };
}
