// The notice readers get of a new version: the day each version not in force yet was first
// published (committed with its date; not committed yet, this build publishes it) and, with
// `versions.noticeDays`, a warning at the effective_date of one published fewer days ahead.
// In: the version model on the build date, the documents, when each was first committed; out: those days and warnings.

import { ShortNotice, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Announcement } from '../content/git-announced.ts';
import type { Doc } from '../markdown/parse.ts';
import { buildDay } from '../runtime/build-day.ts';
import type { VersionModel } from './versions.ts';

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** By the own page of each version not in force yet, the day it was first published; and the short notices. */
export function notices(
  versions: VersionModel,
  docOf: (id: string) => Doc,
  announced: ReadonlyMap<string, Announcement>,
  today: string,
  { noticeDays, timeZone }: SiteConfig['versions'],
): { announcedOn: Map<string, string>; diagnostics: Diagnostic[] } {
  const announcedOn = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const history of versions.histories.values()) {
    const ahead = [...(history.inForce ? [] : [{ id: history.own, date: history.date }]), ...history.upcoming];
    for (const { id, date } of ahead) {
      const doc = docOf(id);
      const first = announced.get(doc.file);
      const day = first ? buildDay(new Date(first.time * 1000), timeZone) : today;
      announcedOn.set(id, day);
      const notice = days(day, date);
      if (noticeDays === undefined || notice >= noticeDays) continue;
      const when = first ? `was first published on ${day} (commit ${first.commit.slice(0, 7)})` : `is not committed yet, so this build publishes it today (${day})`;
      const earliest = new Date(Date.parse(`${day}T00:00:00Z`) + noticeDays * 86_400_000).toISOString().slice(0, 10);
      diagnostics.push(
        new ShortNotice(`the version effective ${date} ${when}, ${notice} day${notice === 1 ? '' : 's'} before it takes effect; versions.noticeDays asks for ${noticeDays}`, {
          file: doc.file,
          line: doc.frontMatterAt.effective_date?.line ?? 1,
          column: doc.frontMatterAt.effective_date?.column,
          hint: `Give readers the notice the config asks for: make it take effect on ${earliest} or later, or change versions.noticeDays.`,
        }).toDiagnostic(),
      );
    }
  }
  return { announcedOn, diagnostics };
}
