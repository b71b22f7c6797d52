// rehype plugin: gives each heading without an id the GitHub slug of its text (as rehype-slug
// does) and makes every id in the page unique and non-empty. In: a hast tree whose author-chosen
// ids are flagged by heading-ids; out: ids set and fixed, flags gone, the chosen ids in file.data.

import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { explicitFlag } from './attribute-lists.ts';
import { eachElement } from './walk.ts';

/** The ids the document's author chose (`{#id}`), as kept: a translation's must be its source's. */
export const authorIds = (file: VFile): ReadonlySet<string> => (file.data as { authorIds?: Set<string> }).authorIds ?? new Set();

const heading = /^h[1-6]$/i;
const unusable = /^(-\d+)?$/;

export default function rehypeUniqueIds() {
  const slugs = new GithubSlugger();
  return (tree: Root, file: VFile) => {
    slugs.reset();
    // One walk: slugs in document order (so repeated headings number as rehype-slug numbers them),
    // the authors' ids, and every element with an id, for the renaming below.
    const owners = new Map<string, Element>();
    const withIds: Element[] = [];
    eachElement(tree, (node: Element) => {
      const { properties } = node;
      if (!properties.id && heading.test(node.tagName)) properties.id = slugs.slug(toString(node));
      if (explicitFlag in properties) {
        delete properties[explicitFlag];
        const id = String(properties.id);
        if (!owners.has(id)) owners.set(id, node);
      }
      if (properties.id !== undefined && properties.id !== null) withIds.push(node);
    });
    // Authors' ids win: when a generated id collides with one, the generated one gets a suffix.
    // Every id that can stay as it is is reserved first, so a renamed id never takes one of them.
    const taken = new Set(owners.keys());
    const renames: Element[] = [];
    for (const node of withIds) {
      const id = String(node.properties.id);
      if (owners.get(id) === node) continue;
      if (!taken.has(id) && !unusable.test(id)) taken.add(id);
      else renames.push(node);
    }
    for (const node of renames) {
      // A heading of only punctuation or emoji slugs to '' (or '-1' …); give it a usable anchor.
      const id = String(node.properties.id);
      const base = unusable.test(id) ? 'section' : id;
      let candidate = base;
      for (let n = 1; taken.has(candidate); n++) candidate = `${base}-${n}`;
      taken.add(candidate);
      node.properties.id = candidate;
    }
    // Their owners keep them: renaming only ever moves generated ids aside.
    (file.data as { authorIds?: Set<string> }).authorIds = new Set(owners.keys());
  };
}
