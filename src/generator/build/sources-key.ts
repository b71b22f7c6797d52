// The key of a site's inputs: equal keys, equal sites (a build whose key is unchanged keeps the last output).
// In: SiteSources; out: a sha256 of them and of the tool's code.

import { createHash } from 'node:crypto';
import { toolCodeHash } from '../runtime/tool.ts';
import { markdownSalt } from './parse-all.ts';
import { effectiveDateOf } from '../content/front-matter-values.ts';
import type { Source } from '../content/read.ts';
import { parsedSources, type SiteSources } from './read-sources.ts';

/**
 * What of the build date changes the site: which effective dates have come (a version goes in
 * force the first build on or after its date), and the date itself while a version dated later is
 * not committed yet (the feed dates its announcement by the build).
 */
function schedule(sources: readonly Source[], announced: ReadonlyMap<string, unknown>, today: string): [number, string] {
  const dates = new Set<string>();
  let unannounced = false;
  for (const s of sources) {
    const date = effectiveDateOf(s.text);
    if (date === undefined) continue;
    dates.add(date);
    if (date > today && !s.version && !announced.has(s.file)) unannounced = true;
  }
  return [[...dates].filter((d) => d <= today).length, unannounced ? today : ''];
}

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
    JSON.stringify([sources.configFile, sources.config, sources.buildLocales, categories, catalogs, content.staticStamps, [...content.docFileStamps].sort(), sorted([...git.times], ([f]) => f), sorted([...git.announced], ([f]) => f), sources.ui.files, sidebarItems, sidebarLinks, schedule(content.sources, git.announced, today)]),
  );
  // The texts translations were made from are among the sources parsed; which translation has which, here.
  hash.update(JSON.stringify(sorted([...git.bases], ([file]) => file).map(([, [file, b]]) => [file, b.commit, b.hash, b.declared ?? false])));
  for (const [, s] of sorted(parsedSources(sources), (x) => `${x.locale}\0${x.file}`)) hash.update(JSON.stringify([s.locale, s.relPath, s.file, s.fallback, s.mtime])).update(s.text);
  return hash.digest('hex');
}
