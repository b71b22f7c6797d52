// A comparison as the changes page shows it, in the page's language: every section in reading
// order, each labelled with what happened to it (a text badge, not colour alone), the change marks
// filled in, a note where a moved section used to be, and the counts and list for the summary.
// In: a DocumentDiff and the UI strings; out: the body HTML, the counts and the changed sections.

import { formatCount, type Messages } from '../../../i18n/index.ts';
import type { DocumentDiff, SectionDiff } from './document.ts';
import { escapeHtml } from '../../../shared/escape.ts';

export type Badge = 'changed' | 'added' | 'removed' | 'moved' | 'renumbered';

export interface ChangeCounts {
  changed: number;
  added: number;
  removed: number;
  moved: number;
  renumbered: number;
}

export interface RenderedChanges {
  html: string;
  counts: ChangeCounts;
  /** The sections that changed (a new number alone aside), in reading order, for the summary's list. */
  sections: { id: string; title: string; badges: Badge[] }[];
}

/** The id of the text before the first heading, which has no heading to carry one. */
export const OPENING_ID = 'ld-opening-text';


export function badgesOf(section: SectionDiff): Badge[] {
  const badges: Badge[] = [];
  if (section.change !== 'same' && section.change !== 'moved-away') badges.push(section.change);
  if (section.moved && section.change !== 'moved-away') badges.push('moved');
  return badges;
}

/** A change a reader must read: anything but a section number that moved. */
const substantive = (section: SectionDiff) => badgesOf(section).some((b) => b !== 'renumbered');

/**
 * The non-zero counts as the clauses of one sentence in the page's words, each with its badge: the
 * first names the sections, the others only say what happened to them ("4 sections changed", "1 added"),
 * in the form the language's plural rules choose for the number.
 */
export function countLabels(counts: ChangeCounts, ui: Messages, lang: string): { badge: Badge; text: string }[] {
  const first: Record<Badge, string> = {
    changed: ui.changesCountChanged,
    added: ui.changesCountAdded,
    removed: ui.changesCountRemoved,
    moved: ui.changesCountMoved,
    renumbered: ui.changesCountRenumbered,
  };
  // "Changed" always comes first, so it has no form without the noun.
  const after: Partial<Record<Badge, string>> = {
    added: ui.changesCountAddedShort,
    removed: ui.changesCountRemovedShort,
    moved: ui.changesCountMovedShort,
    renumbered: ui.changesCountRenumberedShort,
  };
  return (Object.keys(first) as Badge[])
    .filter((b) => counts[b] > 0)
    .map((badge, i) => ({ badge, text: formatCount((i > 0 && after[badge]) || first[badge], counts[badge], lang) }));
}

/** The counts a summary (and a feed entry) gives. */
export function countChanges(diff: DocumentDiff): ChangeCounts {
  const counts: ChangeCounts = { changed: 0, added: 0, removed: 0, moved: 0, renumbered: 0 };
  for (const s of diff.sections) for (const badge of badgesOf(s)) counts[badge]++;
  return counts;
}

/**
 * Sections left unchanged that hold changed subsections: in "only changed sections" mode their
 * heading stays, so a changed 3.2 is still read under its 3.
 */
function contextSections(sections: readonly SectionDiff[]): Set<SectionDiff> {
  const out = new Set<SectionDiff>();
  sections.forEach((s, i) => {
    // The opening text has no heading to keep.
    if (!s.id || substantive(s)) return;
    for (const next of sections.slice(i + 1)) {
      if (next.level <= s.level) break;
      if (substantive(next)) {
        out.add(s);
        break;
      }
    }
  });
  return out;
}

export function renderChanges(diff: DocumentDiff, ui: Messages): RenderedChanges {
  const label: Record<Badge, string> = { changed: ui.changesChanged, added: ui.changesAdded, removed: ui.changesRemoved, moved: ui.changesMoved, renumbered: ui.changesRenumbered };
  const marks: Record<string, string> = {
    'added-start': ui.changesMarkAddedStart,
    'added-end': ui.changesMarkAddedEnd,
    'removed-start': ui.changesMarkRemovedStart,
    'removed-end': ui.changesMarkRemovedEnd,
  };
  const fill = (html: string) => html.replace(/<span data-mark="([a-z-]+)"><\/span>/g, (_, name: string) => `<span class="diff-mark">${escapeHtml(marks[name] ?? '')}</span>`);
  const context = contextSections(diff.sections);
  const parts: string[] = [];
  for (const s of diff.sections) {
    const titleText = s.title || ui.changesIntro;
    const anchor = s.id || OPENING_ID;
    if (s.change === 'moved-away') {
      const [before, after] = ui.changesMovedFrom.split('{section}');
      parts.push(`<p class="change change--moved-away">${escapeHtml(before ?? '')}<a href="#${escapeHtml(anchor)}">${escapeHtml(titleText)}</a>${escapeHtml(after ?? '')}</p>`);
      continue;
    }
    const badges = badgesOf(s);
    // A renumbered section is shown as unchanged, its badge aside: "only changed sections" hides it.
    const classes = ['change', `change--${substantive(s) ? 'diff' : 'same'}`, ...badges.map((b) => `change--${b}`), ...(context.has(s) ? ['change--context'] : [])];
    const status = badges.length
      ? `<p class="change__status">${badges.map((b) => `<span class="change__badge change__badge--${b}">${escapeHtml(label[b])}</span>`).join(' ')}</p>`
      : '';
    const id = s.id ? '' : ` id="${OPENING_ID}"`;
    parts.push(`<section class="${classes.join(' ')}"${id}>${fill(s.heading)}${status}${fill(s.body)}</section>`);
  }
  return {
    html: parts.join('\n'),
    counts: countChanges(diff),
    sections: diff.sections.filter((s) => s.change !== 'moved-away' && substantive(s)).map((s) => ({ id: s.id || OPENING_ID, title: s.title || ui.changesIntro, badges: badgesOf(s) })),
  };
}
