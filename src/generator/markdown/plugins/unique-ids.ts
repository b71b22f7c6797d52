// rehype plugin: makes every id in a page unique and non-empty, after rehype-slug ran.
// In: a hast tree whose author-chosen ids are flagged by heading-ids; out: ids fixed, flags gone.

import type { Element, Root } from 'hast';
import { explicitFlag } from './heading-ids.ts';
import { eachElement } from './walk.ts';

export default function rehypeUniqueIds() {
  return (tree: Root) => {
    // Authors' ids win: when a generated id collides with one, the generated one gets a suffix.
    const owners = new Map<string, Element>();
    eachElement(tree, (node: Element) => {
      if (!(explicitFlag in node.properties)) return;
      delete node.properties[explicitFlag];
      const id = String(node.properties.id);
      if (!owners.has(id)) owners.set(id, node);
    });
    // Every id that can stay as it is is reserved first, so a renamed id never takes one of them.
    const taken = new Set(owners.keys());
    const renames: Element[] = [];
    eachElement(tree, (node: Element) => {
      const raw = node.properties.id;
      if (raw === undefined || raw === null || owners.get(String(raw)) === node) return;
      const id = String(raw);
      if (!taken.has(id) && !/^(-\d+)?$/.test(id)) taken.add(id);
      else renames.push(node);
    });
    for (const node of renames) {
      // A heading of only punctuation or emoji slugs to '' (or '-1' …); give it a usable anchor.
      const id = String(node.properties.id);
      const base = /^(-\d+)?$/.test(id) ? 'section' : id;
      let candidate = base;
      for (let n = 1; taken.has(candidate); n++) candidate = `${base}-${n}`;
      taken.add(candidate);
      node.properties.id = candidate;
    }
  };
}
