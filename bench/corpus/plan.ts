// The corpus's shape, before any text: which documents exist, their sections, ids and links.
// In: scale and seed; out: a CorpusPlan that every locale's text is written from.

import path from 'node:path';
import { random } from './rng.ts';
import { subtopics, topics, type Kind, type Subtopic, type Topic } from './texts.ts';

export interface SectionPlan {
  topic: Topic;
  subs: Subtopic[];
}

export interface LinkPlan {
  /** Index of the target in CorpusPlan.docs. */
  to: number;
  /** A heading id of the target, or none for a link to the document itself. */
  anchor?: string;
}

export interface DocPlan {
  /** Path under content/docs, e.g. `overwolf/website/privacy-policy.md`. */
  relPath: string;
  kind: Kind;
  product: string;
  position: number;
  /** Last update, YYYY-MM-DD (front matter, so no build depends on git). */
  date: string;
  sections: SectionPlan[];
  links: LinkPlan[];
  /** In the versions variant: the index (in CorpusPlan.docs) of the current document this text is an earlier version of. */
  versionOf?: number;
  /** In the versions variant: the day the text took effect (YYYY-MM-DD), on the current document and its versions. */
  effective?: string;
}

export interface FolderPlan {
  /** Folder under content/docs. */
  dir: string;
  position: number;
}

export interface CorpusPlan {
  docs: DocPlan[];
  folders: FolderPlan[];
}

/**
 * 'plain': the real site's shape, archived documents without a current one. 'versions': as plain,
 * plus a current Advertising Providers in each series whose four archived texts are its earlier
 * versions, each reworded throughout (same sections, every sentence drawn anew), as a policy that is
 * rewritten at each revision: its changes pages compare texts with little in common.
 */
export type CorpusVariant = 'plain' | 'versions';
export const corpusVariants: readonly CorpusVariant[] = ['plain', 'versions'];

export const products = { overwolf: 'Overwolf', curseforge: 'CurseForge', outplayed: 'Outplayed' } as const;

/** One "series" of documents: the scale-1 corpus, shaped like the real site (29 documents). */
const series: readonly string[] = [
  'overwolf/intro',
  'overwolf/website/terms-of-use',
  'overwolf/website/privacy-policy',
  'overwolf/website/ccpa-notice',
  'overwolf/platform/terms-of-use',
  'overwolf/platform/privacy-policy',
  'overwolf/developers/developer-terms',
  'overwolf/developers/data-processing-agreement',
  'overwolf/cookies-policy',
  'overwolf/community-guidelines',
  'overwolf/copyright-notice',
  'overwolf/sub-processors',
  'overwolf/transparency-report',
  'curseforge/terms-of-use',
  'curseforge/privacy-policy',
  'curseforge/creator-terms',
  'curseforge/cookies-policy',
  'curseforge/community-guidelines',
  'outplayed/terms-of-use',
  'outplayed/privacy-policy',
  'outplayed/cookies-policy',
  'outplayed/ccpa-notice',
  'archive/overwolf/updates',
  'archive/overwolf/miscellaneous/2025-01-28/advertising-providers',
  'archive/overwolf/miscellaneous/2025-04-01/advertising-providers',
  'archive/overwolf/miscellaneous/2025-05-03/advertising-providers',
  'archive/overwolf/miscellaneous/2025-05-18/advertising-providers',
  'archive/curseforge/updates',
  'archive/outplayed/updates',
];

/** Documents per series; the corpus holds `scale` series, so it grows linearly with scale. */
export const docsPerSeries = series.length;

/** The versions variant's current document, which its series' archived advertising providers are versions of. */
const versionedCurrent = 'overwolf/advertising-providers';
const versionedArchive = /^archive\/overwolf\/miscellaneous\/(\d{4}-\d{2}-\d{2})\/advertising-providers$/;
/** The current version's date: after every archived one's. */
const versionedCurrentDate = '2025-06-23';

/** The series of a variant: the versions variant adds the current document its archived versions belong to. */
const seriesOf = (variant: CorpusVariant) => (variant === 'versions' ? [...series.slice(0, -7), versionedCurrent, ...series.slice(-7)] : series);

/** Series 1 sits where the real documents do; series n ≥ 2 in `<product>/series-n/`. */
function placeInSeries(id: string, n: number): string {
  if (n === 1) return id;
  const parts = id.split('/');
  parts.splice(parts[0] === 'archive' ? 2 : 1, 0, `series-${n}`);
  return parts.join('/');
}

function productOf(id: string): string {
  const parts = id.split('/');
  return products[(parts[0] === 'archive' ? parts[1] : parts[0]) as keyof typeof products];
}

function dateFrom(dayOffset: number): string {
  return new Date(Date.UTC(2024, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

function planSections(rng: ReturnType<typeof random>): SectionPlan[] {
  const chosen = rng.sample(
    topics.filter((t) => t !== 'contact'),
    rng.int(6, 8),
  );
  // In the usual order of a legal text (scope first, contact last), as real documents are.
  chosen.sort((a, b) => topics.indexOf(a) - topics.indexOf(b));
  return [...chosen, 'contact' as const].map((topic) => ({ topic, subs: rng.sample(subtopics, rng.int(0, 3)) }));
}

/** Heading ids of a planned document, in order: each `##` id, then its `###` ids. */
export function headingIds(doc: DocPlan): string[] {
  return doc.sections.flatMap((s) => [s.topic, ...s.subs.map((sub) => `${s.topic}-${sub}`)]);
}

/** Plans `scale` series of documents; each links to others of its series, mostly to a heading. */
export function planCorpus(scale: number, seed: number, variant: CorpusVariant = 'plain'): CorpusPlan {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number ≥ 1, got ${scale}`);
  const ids = seriesOf(variant);
  const docs: DocPlan[] = [];
  for (let n = 1; n <= scale; n++) {
    const current = docs.length + ids.indexOf(versionedCurrent);
    ids.forEach((id, i) => {
      const rng = random(seed, 'doc', n, id);
      const doc: DocPlan = {
        relPath: `${placeInSeries(id, n)}.md`,
        kind: path.posix.basename(id) as Kind,
        product: productOf(id),
        position: i + 1,
        date: dateFrom(rng.int(0, 600)),
        sections: planSections(rng),
        links: [],
      };
      const archived = versionedArchive.exec(id);
      if (variant === 'versions' && archived) Object.assign(doc, { versionOf: current, effective: archived[1] });
      if (variant === 'versions' && id === versionedCurrent) doc.effective = versionedCurrentDate;
      docs.push(doc);
    });
  }
  // A version keeps its current document's sections (their ids are what the comparison matches).
  for (const doc of docs) if (doc.versionOf !== undefined) doc.sections = docs[doc.versionOf]!.sections;
  const perSeries = ids.length;
  docs.forEach((doc, i) => {
    const rng = random(seed, 'links', doc.relPath);
    const first = i - (i % perSeries);
    const others = Array.from({ length: perSeries }, (_, k) => first + k).filter((k) => k !== i);
    doc.links = rng.sample(others, 4).map((to) => (rng.next() < 0.75 ? { to, anchor: rng.pick(headingIds(docs[to]!)) } : { to }));
  });
  return { docs, folders: planFolders(docs) };
}

function planFolders(docs: DocPlan[]): FolderPlan[] {
  const dirs = new Set<string>();
  for (const doc of docs) {
    for (let dir = path.posix.dirname(doc.relPath); dir !== '.'; dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  const order = ['overwolf', 'curseforge', 'outplayed', 'website', 'platform', 'developers', 'miscellaneous', 'archive'];
  return [...dirs].sort().map((dir) => {
    const name = path.posix.basename(dir);
    const seriesNumber = /^series-(\d+)$/.exec(name);
    // Products first, then the sub-folders in the real site's order, then series, dated folders last.
    const position = seriesNumber ? 100 + Number(seriesNumber[1]) : order.includes(name) ? order.indexOf(name) + 1 : 200;
    return { dir, position };
  });
}
