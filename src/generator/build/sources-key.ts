// The key of a site's inputs: equal keys, equal sites (a build whose key is unchanged keeps the last output).
// In: SiteSources; out: a sha256 of them and of the tool's code.

import { createHash } from 'node:crypto';
import { toolCodeHash } from '../runtime/tool.ts';
import { markdownSalt } from './parse-all.ts';
import { effectiveDateOf } from '../content/front-matter-values.ts';
import type { Source } from '../content/read.ts';
import { parsedSources, type SiteSources } from './read-sources.ts';

/** The effective dates the sources name: all of them, and those of versions dated ahead that git has not yet seen committed. */
export interface ScheduleDates {
  dates: string[];
  unannounced: string[];
}

/** The effective dates of the sources (front matter `effective_date`, versions read from git). */
export function scheduleDates(sources: readonly Source[], announced: ReadonlyMap<string, unknown>): ScheduleDates {
  const dates = new Set<string>();
  const unannounced = new Set<string>();
  for (const s of sources) {
    const date = effectiveDateOf(s.text);
    if (date === undefined) continue;
    dates.add(date);
    if (!s.version && !announced.has(s.file)) unannounced.add(date);
  }
  return { dates: [...dates].sort(), unannounced: [...unannounced].sort() };
}

/**
 * What of the build date `today` changes the site: which effective dates have come (a version goes
 * in force the first build on or after its date), and the date itself while a version dated later
 * is not committed yet (the feed dates its announcement by the build).
 */
export const onSchedule = ({ dates, unannounced }: ScheduleDates, today: string): [number, string] => [dates.filter((d) => d <= today).length, unannounced.some((d) => d > today) ? today : ''];

/**
 * A hash of the sources, the build date `today` as far as it counts, and the tool that turns them
 * into a site: equal keys, equal sites.
 */
export async function sourcesKey(sources: SiteSources, today: string): Promise<string> {
  const hash = createHash('sha256').update(toolCodeHash()).update(await markdownSalt());
  const { content, git } = sources;
  // Folders are read concurrently, so lists come in no fixed order: the key must not depend on it.
  const sorted = <T>(items: T[], by: (item: T) => string) => items.map((item) => [by(item), item] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const categories = sorted(content.categories, (c) => `${c.locale}\0${c.dir}`);
  const catalogs = sorted(content.catalogs, (c) => `${c.locale}\0${c.file}`);
  const { items: sidebarItems, links: sidebarLinks } = sources.sidebars;
  hash.update(
    JSON.stringify([sources.configFile, sources.config, sources.buildLocales, categories, catalogs, content.staticStamps, [...content.docFileStamps].sort(), sorted([...git.times], ([f]) => f), sorted([...git.announced], ([f]) => f), sources.ui.files, sidebarItems, sidebarLinks, onSchedule(scheduleDates(content.sources, git.announced), today)]),
  );
  // The texts translations were made from are among the sources parsed; which translation has which, here.
  hash.update(JSON.stringify(sorted([...git.bases], ([file]) => file).map(([, [file, b]]) => [file, b.commit, b.hash, b.declared ?? false])));
  for (const [, s] of sorted(parsedSources(sources), (x) => `${x.locale}\0${x.file}`)) hash.update(JSON.stringify([s.locale, s.relPath, s.file, s.fallback, s.mtime])).update(s.text);
  return hash.digest('hex');
}
