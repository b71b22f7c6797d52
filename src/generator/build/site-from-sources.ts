// The site step as a run takes it: the sources read and their parsed docs made into the Site, and all diagnostics gathered.
// In: SiteSources and the docs by file; out: the Site, and its diagnostics on demand.

import { EmptyDocument, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { checkSite } from '../check/check.ts';
import { headersRules } from '../render/security-headers.ts';
import { checkConfigReferences } from '../check/config-references.ts';
import { checkRedirects } from '../check/redirects.ts';
import { checkContrast } from '../check/contrast.ts';
import { locateKey } from '../../config/locate.ts';
import type { Doc } from '../markdown/parse.ts';
import { filePublisher } from '../site/published-files.ts';
import { buildDay } from '../runtime/build-day.ts';
import { makeSite, type LocalizedDoc, type Site } from '../site/site.ts';
import { basisFile } from '../content/translation-bases.ts';
import type { SiteSources } from './read-sources.ts';
import { foreignKeysWarning } from '../markdown/foreign-keys.ts';

/** The site CSS's problems, and brand colours with too little contrast. */
function styleDiagnostics({ styles, config, configFile, configSource }: SiteSources): Diagnostic[] {
  return [...styles.diagnostics, ...checkContrast(styles.themes, config, (keyPath) => ({ file: configFile, ...locateKey(configSource, keyPath) }))];
}

/**
 * Sources and their parsed docs (by file) → the Site as of `now`, and its diagnostics on demand
 * (`dev` makes sites from partly parsed docs, whose checks would be meaningless).
 */
export function siteFromSourcesAndDocs(sources: SiteSources, byFile: ReadonlyMap<string, Doc>, now: Date): { site: Site; diagnostics: () => Diagnostic[] } {
  const { config, content, git } = sources;
  const localized: LocalizedDoc[] = content.sources.map((s) => ({ locale: s.locale, doc: byFile.get(s.file)!, fallback: s.fallback, mtime: s.mtime, ...(s.version ? { version: s.version } : {}) }));
  const site = makeSite({
    config,
    configFile: sources.configFile,
    configSource: sources.configSource,
    docs: localized,
    categories: content.categories,
    catalogs: content.catalogs,
    sidebars: sources.sidebars,
    gitTimes: git.times,
    gitDatedBy: git.datedBy,
    translations: { bases: git.bases, basisDocs: byFile, basisFile, orphans: content.orphans },
    ui: sources.ui.messages,
    staticFiles: content.staticFiles,
    hostFiles: content.hostFiles,
    docFiles: content.docFiles,
    excluded: content.excluded,
    docsVersions: sources.docsVersions.map(({ name, label, prefix, last, docsDir }) => ({ name, label, prefix, last, docsDir })),
    publishFile: filePublisher(sources.root, config.baseUrl, content.docFileStamps),
    buildLocales: sources.buildLocales,
    today: buildDay(now, config.versions.timeZone),
    announced: git.announced,
  });
  const diagnostics = () => {
    const docs = [...new Set(byFile.values())];
    const empty = docs
      .filter((d) => !d.html.trim() && !d.diagnostics.some((x) => x.severity === 'error'))
      .map((d) => new EmptyDocument(`"${d.file}" has no content`, { file: d.file, hint: 'Write the document, or delete the file.' }).toDiagnostic());
    // An old text from git history cannot be edited: what is wrong in it is said, not fatal.
    const historic = new Set(content.sources.filter((s) => s.version).map((s) => s.file));
    const own = (d: Doc) => (historic.has(d.file) ? d.diagnostics.map((x) => ({ ...x, severity: 'warning' as const })) : d.diagnostics);
    return [...content.diagnostics, ...sources.ui.diagnostics, ...sources.sidebars.diagnostics, ...git.diagnostics, ...docs.flatMap(own), ...foreignKeysWarning(docs), ...empty, ...site.diagnostics, ...checkConfigReferences(site, { file: sources.configFile, source: sources.configSource }), ...headersRules(config, content.hostFiles.headers).diagnostics, ...checkRedirects(site, { file: sources.configFile, source: sources.configSource }), ...checkSite(site), ...styleDiagnostics(sources)];
  };
  return { site, diagnostics };
}
