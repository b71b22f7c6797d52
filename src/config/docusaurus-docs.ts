// A Docusaurus site's docs plugin options taken into the legaldocs config, for each docs key the
// legaldocs config leaves unset: where the documents are and are published, which files are not documents, the sidebars file, the versions.
// In: the loaded legaldocs config and the site's DocusaurusConfig; out: the config with those keys,
// where each is written, and warnings for the docs it publishes that legaldocs does not.

import { MisplacedContent, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocusaurusConfig } from './docusaurus.ts';
import type { LoadedConfig } from './load.ts';
import { locateKey } from './locate.ts';
import type { SiteConfig } from './schema.ts';

/** The docs keys a Docusaurus config can give, and the option that gives each. */
const taken = {
  path: 'path',
  exclude: 'exclude',
  sidebarPath: 'sidebarPath',
  routeBasePath: 'routeBasePath',
  lastVersion: 'lastVersion',
  onlyIncludeVersions: 'onlyIncludeVersions',
  includeCurrentVersion: 'includeCurrentVersion',
  versions: 'versions',
} as const;
type TakenKey = keyof typeof taken;

/**
 * The config with the Docusaurus docs options the legaldocs config does not set itself. Docusaurus
 * reads no sidebars file unless `sidebarPath` names one: without it (and without docs.sidebars)
 * every document is in one sidebar, as there.
 */
export function withDocusaurusDocs(given: LoadedConfig, docusaurus: DocusaurusConfig): LoadedConfig {
  // Docusaurus 2 reads its documents as MDX 1 (before 3.0, MDX 2 and later were not used).
  const mdx = given.config.docs.mdx ?? (docusaurus.major !== undefined && docusaurus.major < 3 ? 1 : undefined);
  const loaded = mdx === undefined ? given : { ...given, config: { ...given.config, docs: { ...given.config.docs, mdx } } };
  const options = docusaurus.docs;
  if (!options) return { ...loaded, docusaurus };
  const own = loaded.config.docs;
  // disableVersioning: the docs folder alone is published, at the docs root, whatever versions.json lists.
  const unversioned = options.disableVersioning;
  const values: Pick<SiteConfig['docs'], TakenKey> = {
    path: options.path,
    exclude: options.exclude,
    sidebarPath: own.sidebars ? undefined : (options.sidebarPath ?? false),
    routeBasePath: options.routeBasePath,
    lastVersion: unversioned ? 'current' : options.lastVersion,
    onlyIncludeVersions: unversioned ? ['current'] : options.onlyIncludeVersions,
    includeCurrentVersion: options.includeCurrentVersion,
    versions: Object.keys(options.versions).length ? options.versions : undefined,
  };
  const docs = { ...own };
  const fromDocusaurus: string[] = [];
  for (const key of Object.keys(taken) as TakenKey[]) {
    if (own[key] !== undefined || values[key] === undefined) continue;
    Object.assign(docs, { [key]: values[key] });
    fromDocusaurus.push(key);
  }
  return { ...loaded, config: { ...loaded.config, docs }, docusaurus, fromDocusaurus };
}

/** Where a docs key of the config is written: in the legaldocs config, or in the Docusaurus config it was taken from. */
export function docsKeyAt(loaded: Pick<LoadedConfig, 'file' | 'source' | 'docusaurus' | 'fromDocusaurus'>, key: string): { file: string; line?: number; column?: number } {
  if (loaded.docusaurus && loaded.fromDocusaurus?.includes(key)) {
    return { file: loaded.docusaurus.file, ...loaded.docusaurus.locate([taken[key as TakenKey] ?? key]) };
  }
  return { file: loaded.file, ...locateKey(loaded.source, ['docs', key]) };
}

/** Warnings for what the Docusaurus config publishes that legaldocs does not: each docs plugin instance besides the default one. */
export function docusaurusWarnings(loaded: Pick<LoadedConfig, 'config' | 'docusaurus'>): Diagnostic[] {
  const docusaurus = loaded.docusaurus;
  if (!docusaurus) return [];
  const docsDir = loaded.config.docs.path ?? 'docs';
  return docusaurus.otherDocs.map(({ id, path, routeBasePath, line, column }) =>
    new MisplacedContent(`docs plugin instance "${id}" (documents in "${path}", published at /${routeBasePath} by Docusaurus) is not read: legaldocs publishes one docs folder, "${docsDir}"`, {
      file: docusaurus.file,
      line,
      column,
      hint: `Move its documents into a folder of "${docsDir}" to publish them with the rest, or publish them as a site of their own (a legaldocs config with docs.path: '${path}').`,
    }).toDiagnostic(),
  );
}
