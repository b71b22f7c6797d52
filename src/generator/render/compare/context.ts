// What one comparison carries through its steps: the text's language (for segmenting words) and
// the ids of the newer document, so elements copied from the older one never repeat an id.
// In: an element and which document it came from; out: a childless copy to fill.

import type { Element } from 'hast';

export interface Context {
  lang: string;
  /** Every id in the newer document: an older element with one of them loses its copy of it. */
  newIds: ReadonlySet<string>;
}

/** A copy of `element` without its children; from the older document, without a clashing id. */
export function shell(element: Element, old: boolean, ctx: Context, className?: string): Element {
  const properties = { ...element.properties };
  if (old && properties.id !== undefined && ctx.newIds.has(String(properties.id))) delete properties.id;
  if (className) properties.className = [...((properties.className as string[] | undefined) ?? []), className];
  return { type: 'element', tagName: element.tagName, properties, children: [] };
}
