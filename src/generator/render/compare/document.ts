// Two versions of a document compared section by section. A section is a heading (h2–h6) and what
// follows it up to the next heading; sections are matched by heading id, so translations that keep
// their ids compare correctly and a renamed heading is an edit, not a removal. Matched sections are
// compared block by block and word by word, each within a budget of work (context.ts), and one
// rewritten throughout is shown replaced: its old text struck through, then its new text. The
// order of the ids shows sections added, removed and moved.
// In: the two bodies' HTML and their language; out: the sections of the comparison, in reading order.

import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { withoutSectionNumber } from '../../markdown/plugins/outline.ts';
import { eachElement } from '../../markdown/plugins/walk.ts';
import { blockHtml, blocksOf, diffBlocks, markWhole, replaced } from './blocks.ts';
import { sectionBudget, type Context } from './context.ts';
import { diffInline } from './inline.ts';
import { edits } from './sequence.ts';

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

export interface Section {
  id: string;
  level: number;
  heading?: Element;
  body: ElementContent[];
}

const levelOf = (node: ElementContent) => (node.type === 'element' && /^h[2-6]$/.test(node.tagName) ? Number(node.tagName[1]) : 0);

function sectionsOf(tree: Root): Section[] {
  const sections: Section[] = [{ id: '', level: 1, body: [] }];
  for (const child of tree.children) {
    if (child.type === 'doctype') continue;
    // Parsed from HTML: elements, text and comments (hast's types also list MDX's nodes, never here).
    const node = child as ElementContent;
    const level = levelOf(node);
    if (level) sections.push({ id: String((node as Element).properties.id ?? ''), level, heading: node as Element, body: [] });
    else sections.at(-1)!.body.push(node);
  }
  // The text before the first heading counts only when there is some.
  return sections.filter((s) => s.heading || blocksOf(s.body).length);
}

const html = (nodes: ElementContent[]) => nodes.map(blockHtml).join('');

const titleOf = (section: Section | undefined) => (section?.heading ? toString(section.heading).trim() : '');

/** A section added or removed whole. */
function whole(section: Section, change: 'added' | 'removed', ctx: Omit<Context, 'budget'>): SectionDiff {
  const marking = { ...ctx, budget: { steps: 0 } };
  const old = change === 'removed';
  const heading = section.heading && (markWhole(section.heading, change, old, marking) as Element);
  // A removed section keeps its heading's id: links to it (the summary's, older ones) still land.
  if (heading && old) heading.properties.id = section.id;
  return {
    id: section.id,
    level: section.level,
    title: titleOf(section),
    change,
    moved: false,
    heading: heading ? html([heading]) : '',
    body: html(blocksOf(section.body).map((n) => markWhole(n, change, old, marking))),
  };
}

/** A section in both versions. */
function matched(before: Section, after: Section, moved: boolean, shared: Omit<Context, 'budget'>): SectionDiff {
  const ctx: Context = { ...shared, budget: { steps: sectionBudget } };
  const base = { id: after.id, level: after.level, title: titleOf(after), moved };
  const heading = after.heading && before.heading ? diffInline(before.heading.children, after.heading.children, ctx) : { nodes: [], changed: false };
  let body = html(before.body) === html(after.body) ? { nodes: blocksOf(after.body), changed: false, kept: 1 } : diffBlocks(before.body, after.body, ctx);
  // Nothing of the older text kept: the section was rewritten, and its blocks read best as one text
  // replacing the other rather than as pairs of a struck and a new paragraph.
  if (body.changed && !body.kept && Math.max(blocksOf(before.body).length, blocksOf(after.body).length) > 1) body = replaced(before.body, after.body, ctx);
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
/** A body parsed into sections, with every id it holds; compared as often as needed (nothing here changes it). */
export interface ParsedBody {
  sections: readonly Section[];
  ids: ReadonlySet<string>;
}

/** Parses a body (HTML as the markdown step makes it) into its sections. */
export function parseBody(bodyHtml: string): ParsedBody {
  const tree = fromHtml(bodyHtml, { fragment: true });
  const ids = new Set<string>();
  eachElement(tree, (e) => {
    if (e.properties.id !== undefined) ids.add(String(e.properties.id));
  });
  return { sections: sectionsOf(tree), ids };
}

/** Parsed bodies a bodyParser keeps: a document's comparisons are made one after another. */
const KEPT_BODIES = 8;

/**
 * A parseBody that keeps the last few texts it parsed: a current document is compared with each of
 * its versions, and a version with the ones before and after it, one comparison after another.
 */
export function bodyParser(): (bodyHtml: string) => ParsedBody {
  const parsed = new Map<string, ParsedBody>();
  return (bodyHtml) => {
    let body = parsed.get(bodyHtml);
    if (body) parsed.delete(bodyHtml);
    else body = parseBody(bodyHtml);
    parsed.set(bodyHtml, body);
    if (parsed.size > KEPT_BODIES) parsed.delete(parsed.keys().next().value!);
    return body;
  };
}

/** Compares an older and a newer body (HTML as the markdown step makes it). */
export function compareDocuments(olderHtml: string, newerHtml: string, lang: string, parse: (bodyHtml: string) => ParsedBody = parseBody): DocumentDiff {
  const { sections: before } = parse(olderHtml);
  const { sections: after, ids: newIds } = parse(newerHtml);
  const ctx = { lang, newIds };
  const byId = (list: readonly Section[]) => new Map(list.map((s) => [s.id, s]));
  const oldById = byId(before);
  const newById = byId(after);
  const sections: SectionDiff[] = [];
  // Ids out of the longest common order are sections that moved: removed here, added there.
  const ids = (run: { removed: number; added: number }, i: number, j: number) => [
    ...before.slice(i, i + run.removed).map((s) => ({ id: s.id, removed: true })),
    ...after.slice(j, j + run.added).map((s) => ({ id: s.id, removed: false })),
  ];
  let i = 0;
  let j = 0;
  for (const run of edits(before.length, after.length, (x, y) => before[x]!.id === after[y]!.id)!) {
    if ('kept' in run) {
      for (let k = 0; k < run.kept; k++) sections.push(matched(before[i++]!, after[j++]!, false, ctx));
      continue;
    }
    for (const { id, removed } of ids(run, i, j)) {
      const old = oldById.get(id);
      const current = newById.get(id);
      if (removed && current) sections.push({ id, level: old!.level, title: titleOf(current), change: 'moved-away', moved: true, heading: '', body: '' });
      else if (removed) sections.push(whole(old!, 'removed', ctx));
      else if (old) sections.push(matched(old, current!, true, ctx));
      else sections.push(whole(current!, 'added', ctx));
    }
    i += run.removed;
    j += run.added;
  }
  return { sections };
}
