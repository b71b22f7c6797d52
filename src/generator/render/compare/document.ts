// Two versions of a document compared section by section. A section is a heading (h2–h6) and what
// follows it up to the next heading; sections are matched by heading id, so translations that keep
// their ids compare correctly and a renamed heading is an edit, not a removal. Matched sections are
// compared block by block and word by word; the order of the ids shows sections added, removed and moved.
// In: the two bodies' HTML and their language; out: the sections of the comparison, in reading order.

import { diffArrays } from 'diff';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { withoutSectionNumber } from '../../markdown/plugins/outline.ts';
import { eachElement } from '../../markdown/plugins/walk.ts';
import { blocksOf, diffBlocks, markWhole } from './blocks.ts';
import type { Context } from './context.ts';
import { diffInline } from './inline.ts';

/** 'renumbered': only the heading's section number changed (a section added or removed before it). */
export type SectionChange = 'same' | 'changed' | 'renumbered' | 'added' | 'removed' | 'moved-away';

export interface SectionDiff {
  /** The heading's id; '' for the text before the first heading. */
  id: string;
  /** The heading's level (2–6); 1 for the text before the first heading. */
  level: number;
  /** The heading's text: the newer one's, or the older one's for a removed section. */
  title: string;
  /** 'moved-away' marks where a moved section used to be (its html is empty). */
  change: SectionChange;
  /** A section in both versions whose place among the others changed. */
  moved: boolean;
  /** The heading ('' for the text before the first heading) and the rest of the section, with their
   * changes marked (marks as placeholders, see marks.ts). */
  heading: string;
  body: string;
}

export interface DocumentDiff {
  sections: SectionDiff[];
}

interface Section {
  id: string;
  level: number;
  heading?: Element;
  body: ElementContent[];
}

const levelOf = (node: ElementContent) => (node.type === 'element' && /^h[2-6]$/.test(node.tagName) ? Number(node.tagName[1]) : 0);

function sectionsOf(tree: Root): Section[] {
  const sections: Section[] = [{ id: '', level: 1, body: [] }];
  for (const node of tree.children) {
    if (node.type === 'doctype') continue;
    const level = levelOf(node);
    if (level) sections.push({ id: String((node as Element).properties.id ?? ''), level, heading: node as Element, body: [] });
    else sections.at(-1)!.body.push(node);
  }
  // The text before the first heading counts only when there is some.
  return sections.filter((s) => s.heading || blocksOf(s.body).length);
}

const html = (nodes: ElementContent[]) => toHtml({ type: 'root', children: nodes });

const titleOf = (section: Section | undefined) => (section?.heading ? toString(section.heading).trim() : '');

/** A section added or removed whole. */
function whole(section: Section, change: 'added' | 'removed', ctx: Context): SectionDiff {
  const old = change === 'removed';
  const heading = section.heading && (markWhole(section.heading, change, old, ctx) as Element);
  // A removed section keeps its heading's id: links to it (the summary's, older ones) still land.
  if (heading && old) heading.properties.id = section.id;
  return {
    id: section.id,
    level: section.level,
    title: titleOf(section),
    change,
    moved: false,
    heading: heading ? html([heading]) : '',
    body: html(blocksOf(section.body).map((n) => markWhole(n, change, old, ctx))),
  };
}

/** A section in both versions. */
function matched(before: Section, after: Section, moved: boolean, ctx: Context): SectionDiff {
  const base = { id: after.id, level: after.level, title: titleOf(after), moved };
  const heading = after.heading && before.heading ? diffInline(before.heading.children, after.heading.children, ctx) : { nodes: [], changed: false };
  const body = html(before.body) === html(after.body) ? { nodes: blocksOf(after.body), changed: false } : diffBlocks(before.body, after.body, ctx);
  // "4. Liability" → "5. Liability" only moves the number: no change of terms.
  const unnumbered = (section: Section) => withoutSectionNumber(titleOf(section));
  const renumbered = heading.changed && !body.changed && unnumbered(before) === unnumbered(after);
  return {
    ...base,
    change: renumbered ? 'renumbered' : heading.changed || body.changed ? 'changed' : 'same',
    heading: after.heading ? html([{ ...after.heading, children: heading.changed ? heading.nodes : after.heading.children }]) : '',
    body: html(body.nodes),
  };
}

/** Compares an older and a newer body (HTML as the markdown step makes it). */
export function compareDocuments(olderHtml: string, newerHtml: string, lang: string): DocumentDiff {
  const older = fromHtml(olderHtml, { fragment: true });
  const newer = fromHtml(newerHtml, { fragment: true });
  const newIds = new Set<string>();
  eachElement(newer, (e) => {
    if (e.properties.id !== undefined) newIds.add(String(e.properties.id));
  });
  const ctx: Context = { lang, newIds };
  const before = sectionsOf(older);
  const after = sectionsOf(newer);
  const byId = (list: Section[]) => new Map(list.map((s) => [s.id, s]));
  const oldById = byId(before);
  const newById = byId(after);
  const sections: SectionDiff[] = [];
  // Ids out of the longest common order are sections that moved: removed here, added there.
  for (const part of diffArrays(before.map((s) => s.id), after.map((s) => s.id))) {
    for (const id of part.value) {
      const old = oldById.get(id);
      const current = newById.get(id);
      if (!part.added && !part.removed) sections.push(matched(old!, current!, false, ctx));
      else if (part.removed && current) sections.push({ id, level: old!.level, title: titleOf(current), change: 'moved-away', moved: true, heading: '', body: '' });
      else if (part.removed) sections.push(whole(old!, 'removed', ctx));
      else if (old) sections.push(matched(old, current!, true, ctx));
      else sections.push(whole(current!, 'added', ctx));
    }
  }
  return { sections };
}
