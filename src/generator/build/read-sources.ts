// The pipeline's I/O edge: the config, the content folders, git times, UI strings and sidebars, read from disk.
// In: the run's options (and the config, when already read); out: SiteSources, all a site is made from.

import { readDocusaurusConfig } from '../../config/docusaurus.ts';
import { docsKeyAt, docusaurusWarnings, withDocusaurusDocs } from '../../config/docusaurus-docs.ts';
import { loadConfig, type LoadedConfig } from '../../config/load.ts';
import { madeFrom } from '../../config/made-from.ts';
import { locateKey } from '../../config/locate.ts';
import { defaultConfigPath, type SiteConfig } from '../../config/schema.ts';
import { readAnnouncements, type Announcement } from '../content/git-announced.ts';
import { gitTimes, type GitTimes } from '../content/git-dates.ts';
import { readGitHistory, type GitRepository } from '../content/git-history.ts';
import { readGitVersions } from '../content/git-versions.ts';
import { basisSources, translationBases, type TranslationBasis } from '../content/translation-bases.ts';
import { siteLayout, uiStringsPattern } from '../content/layout.ts';
import { readContent, type Content, type Source } from '../content/read.ts';
import type { DocusaurusSite } from '../content/misplaced.ts';
import { readSidebars, sidebarsFileNames, type SidebarsSource } from '../content/sidebars-file.ts';
import { docsVersions, type DocsVersionFolders } from '../content/docs-versions.ts';
import { versionedSidebars } from '../content/versioned-sidebars.ts';
import type { ContentLayout } from '../content/layout.ts';
import { readUiStrings, type UiStrings } from '../content/ui-strings.ts';
import { refusedFolder, type SiteFolders } from '../runtime/owned-folders.ts';
import { defaultCacheDirs } from '../runtime/cache-dir.ts';
import { buildDay } from '../runtime/build-day.ts';
import { hasErrors, LegaldocsError, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { staticFolder } from '../content/read.ts';
import { skippedFolders, type SiteParts } from '../content/skipped-folders.ts';
import path from 'node:path';
import { buildLocalesOf, cacheFolder, type PipelineOptions } from './options.ts';
import { readSiteStyles, type SiteStyles } from './site-styles.ts';

/**
 * What git says of the content: each file's date, when each version announced ahead was first
 * committed (git-announced.ts), and what each translation was translated from (translation-bases.ts).
 */
export interface GitFacts extends GitTimes {
  announced: Map<string, Announcement>;
  /** By translation file. */
  bases: Map<string, TranslationBasis>;
}

/** Everything read from disk before parsing: the config, the content and what git says of it. */
export interface SiteSources {
  /** The site folder. */
  root: string;
  config: SiteConfig;
  configFile: string;
  configSource: string;
  content: Content;
  git: GitFacts;
  /** The content folders' history, kept so that `dev` can work the facts out again after an edit. */
  repository: GitRepository;
  /** The UI strings the site supplies (ui-strings.ts). */
  ui: UiStrings;
  /** The sidebars' definitions (sidebars-file.ts), every docs version's (versioned-sidebars.ts). */
  sidebars: SidebarsSource;
  /** Where the content is, each docs version's folders mounted (docs-versions.ts). */
  layout: ContentLayout;
  /** The docs versions published, the one at the docs root first. */
  docsVersions: DocsVersionFolders[];
  /** The locales to build (options.ts). */
  buildLocales: string[];
  /** What the site is made from: folders legaldocs must never replace, empty or write into. */
  folders: SiteFolders;
  /** The cache folder, absolute; undefined when it was refused (see owned-folders.ts: the error is among the content's diagnostics). */
  cacheDir: string | undefined;
  /** The site's own CSS (theme.customCss), bundled, and the colours each theme shows. */
  styles: SiteStyles;
}


/** Every text the site step needs parsed: the content's, and the source texts translations were made from. */
export const parsedSources = ({ content, git, config }: SiteSources): Source[] => [...content.sources, ...basisSources(git.bases, content.sources, config.i18n.defaultLocale)];

/**
 * Loads the config file named by the options; in a Docusaurus layout, with the docs plugin options
 * of the site's Docusaurus config for the docs keys it leaves unset.
 */
export async function readConfig(options: PipelineOptions): Promise<LoadedConfig> {
  const loaded = await loadConfig(options.root, options.config ?? defaultConfigPath);
  if (loaded.config.layout !== 'docusaurus') return loaded;
  const docusaurus = await readDocusaurusConfig(options.root);
  return docusaurus ? withDocusaurusDocs(loaded, docusaurus) : loaded;
}

/**
 * What git says of the content as read, versions after the build date `today` being the ones
 * announced ahead (the history's hashes are saved to the cache as it ends).
 */
export async function readGitFacts(repository: GitRepository, content: Content, defaultLocale: string, documentOf: (file: string) => string | undefined, today: string): Promise<GitFacts> {
  const own = content.sources.filter((s) => !s.fallback && !s.version);
  try {
    const [times, announced, bases] = await Promise.all([gitTimes(repository, own, documentOf), readAnnouncements(repository.history, own, today), translationBases(repository.history, own, defaultLocale, repository.shallow)]);
    return { ...times, announced, bases };
  } finally {
    await repository.history?.flush();
  }
}

/** What reading the content needs to know of a Docusaurus site (false: the site is none). */
export const docusaurusSite = (config: SiteConfig, configSource: string): false | DocusaurusSite => config.layout === 'docusaurus' && { configMadeFrom: madeFrom(configSource) };

/**
 * Reads the config (unless given), the content folders, what git says of them and, when the config
 * asks, the earlier versions in git history.
 */
export async function readSources(options: PipelineOptions, loaded?: LoadedConfig): Promise<SiteSources> {
  const loadedConfig = loaded ?? (await readConfig(options));
  const { config: given, file: configFile, source: configSource } = loadedConfig;
  const config = options.pdf === undefined ? given : { ...given, pdf: { ...given.pdf, enabled: options.pdf } };
  const allLocales = Object.keys(config.i18n.locales);
  const buildLocales = buildLocalesOf(config, options.buildLocales);
  const versioned = docsVersions(options.root, config, siteLayout(config), (key) => docsKeyAt(loadedConfig, key));
  if (hasErrors(versioned.diagnostics)) throw new LegaldocsError(versioned.diagnostics);
  const configAt = (keyPath: string[]) => locateKey(configSource, keyPath) ?? {};
  const { cacheDir, refused, folders } = cacheChoice(options, config, configSource);
  const { versions: publishedVersions } = versioned;
  const layout = { ...versioned.layout, skipped: skippedFolders(options.root, siteParts(options, config, cacheDir)) };
  const [read, repository, sidebars, styles] = await Promise.all([
    readContent(options.root, layout, allLocales, config.i18n.defaultLocale, buildLocales, docusaurusSite(config, configSource), config.allowSymlinksTo),
    readGitHistory(options.root, layout.contentFolders, options.noCache ? undefined : cacheDir),
    readSidebars(options.root, config, configFile, configAt, docsKeyAt(loadedConfig, 'sidebarPath')).then((own) => versionedSidebars(options.root, own, publishedVersions)),
    readSiteStyles(options.root, config, (keyPath) => ({ file: configFile, ...configAt(keyPath) }), options.noCache ? undefined : cacheDir),
  ]);
  let content = read;
  if (config.versions.fromGit) {
    const history = await readGitVersions(options.root, repository, read, config.i18n.defaultLocale, buildLocales);
    content = { ...read, sources: [...read.sources, ...history.sources], diagnostics: [...read.diagnostics, ...history.diagnostics] };
  }
  const git = await readGitFacts(repository, content, config.i18n.defaultLocale, layout.documentOf, buildDay(options.now ?? new Date(), config.versions.timeZone));
  const ui = readUiStrings(options.root, allLocales, uiStringsPattern(config), (locale) => ({
    file: configFile,
    ...locateKey(configSource, ['i18n', 'locales', locale]),
  }));
  const notes = [...docusaurusWarnings(loadedConfig), ...versioned.diagnostics, ...(refused ? [refused] : [])];
  if (notes.length) content = { ...content, diagnostics: [...content.diagnostics, ...notes] };
  return { root: options.root, config, configFile, configSource, content, git, repository, ui, sidebars, layout, docsVersions: publishedVersions, buildLocales, folders, cacheDir, styles };
}

/** The site's folders the content reader must leave out when they lie in the docs folder. */
function siteParts(options: PipelineOptions, config: SiteConfig, cacheDir: string | undefined): SiteParts {
  const layout = siteLayout(config);
  const translations = path.posix.dirname(layout.translationsPattern.split('{locale}')[0]! + 'x');
  const configDir = path.dirname(options.config ?? defaultConfigPath);
  return {
    docsDir: layout.docsDir,
    others: [translations, staticFolder, ...(configDir === '.' ? [] : [configDir])],
    made: [...(options.outDir !== undefined ? [options.outDir] : []), ...(cacheDir ? [cacheDir] : [])],
  };
}

/** The site's sources as absolute paths: the documents, each locale's translations, static files and what is read with the config. */
function siteFolders(root: string, config: SiteConfig, configFile: string): SiteFolders {
  const layout = siteLayout(config);
  const locales = Object.keys(config.i18n.locales);
  const inRoot = (rel: string) => path.resolve(root, rel);
  const configDir = path.dirname(inRoot(configFile));
  const sidebarFiles = typeof config.docs.sidebarPath === 'string' ? [config.docs.sidebarPath] : sidebarsFileNames;
  return {
    root,
    sources: [layout.docsDir, ...locales.filter((l) => l !== config.i18n.defaultLocale).map(layout.translationsDir), staticFolder]
      .map(inRoot)
      .concat(configDir === path.resolve(root) ? [] : [configDir]),
    files: [configFile, ...sidebarFiles, ...locales.map((l) => uiStringsPattern(config).replace('{locale}', l))].map(inRoot),
  };
}

/**
 * The run's cache folder and the site's folders; `cacheDir` is undefined, and `refused` says why,
 * when the folder asked for would empty or write into what is not legaldocs's.
 */
export function cacheChoice(options: PipelineOptions, config: SiteConfig, configSource = ''): { cacheDir: string | undefined; refused: Diagnostic | undefined; folders: SiteFolders } {
  const configFile = options.config ?? defaultConfigPath;
  const folders = siteFolders(options.root, config, configFile);
  const fromConfig = options.cacheDir === undefined && config.cacheDir !== undefined;
  const chosen = options.cacheDir ?? config.cacheDir;
  const folder = cacheFolder(options, config);
  const refused = refusedFolder(folders, {
    kind: 'cache',
    folder,
    askedAs: options.cacheDir !== undefined ? `--cache-dir ${options.cacheDir}` : fromConfig ? 'cacheDir in the config' : 'the default cache folder',
    ...(fromConfig ? { at: { file: configFile, ...locateKey(configSource, ['cacheDir']) } } : {}),
    // The default folders are named for legaldocs: what is in them is its own.
    ours: chosen === undefined || Object.values(defaultCacheDirs).includes(path.posix.normalize(chosen.split(path.sep).join('/')) as never),
  });
  return { cacheDir: refused ? undefined : folder, refused, folders };
}
