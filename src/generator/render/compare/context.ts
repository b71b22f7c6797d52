// What one comparison carries through its steps: the text's language (for segmenting words), the
// ids of the newer document, so elements copied from the older one never repeat an id, and the
// work left to the section being compared.
// In: an element and which document it came from; out: a childless copy to fill.

import type { Element } from 'hast';

export interface Context {
  lang: string;
  /** Every id in the newer document: an older element with one of them loses its copy of it. */
  newIds: ReadonlySet<string>;
  /**
   * Word-diff steps (words compared times edits allowed) the current section may still spend; a
   * paragraph that would need more is shown replaced whole, so no section costs more than this.
   */
  budget: { steps: number };
}

/** Word-diff steps per section: tens of milliseconds, far above what an edited section needs. */
export const sectionBudget = 4_000_000;

/** A copy of `element` without its children; from the older document, without a clashing id. */
export function shell(element: Element, old: boolean, ctx: Context, className?: string): Element {
  const properties = { ...element.properties };
  if (old && properties.id !== undefined && ctx.newIds.has(String(properties.id))) delete properties.id;
  if (className) properties.className = [...((properties.className as string[] | undefined) ?? []), className];
  return { type: 'element', tagName: element.tagName, properties, children: [] };
}
