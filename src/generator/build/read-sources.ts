// The pipeline's I/O edge: the config, the content folders, git times, UI strings and sidebars, read from disk.
// In: the run's options (and the config, when already read); out: SiteSources, all a site is made from.

import { loadConfig, type LoadedConfig } from '../../config/load.ts';
import { locateKey } from '../../config/locate.ts';
import { defaultConfigPath, type SiteConfig } from '../../config/schema.ts';
import { readGitTimes, type GitTimes } from '../content/git-dates.ts';
import { readGitVersions } from '../content/git-versions.ts';
import { siteLayout, uiStringsPattern } from '../content/layout.ts';
import { readContent, type Content } from '../content/read.ts';
import { readSidebars, type SidebarsSource } from '../content/sidebars-file.ts';
import { readUiStrings, type UiStrings } from '../content/ui-strings.ts';
import { buildLocalesOf, type PipelineOptions } from './options.ts';

/** Everything read from disk before parsing: the config, the content and the git times. */
export interface SiteSources {
  /** The site folder. */
  root: string;
  config: SiteConfig;
  configFile: string;
  configSource: string;
  content: Content;
  git: GitTimes;
  /** The UI strings the site supplies (ui-strings.ts). */
  ui: UiStrings;
  /** The sidebars' definitions (sidebars-file.ts). */
  sidebars: SidebarsSource;
  /** The locales to build (options.ts). */
  buildLocales: string[];
}


/** Loads the config file named by the options. */
export const readConfig = (options: PipelineOptions): Promise<LoadedConfig> => loadConfig(options.root, options.config ?? defaultConfigPath);

/**
 * Reads the config (unless given), the content folders, git times and, when the config asks, the
 * earlier versions in git history.
 */
export async function readSources(options: PipelineOptions, loaded?: LoadedConfig): Promise<SiteSources> {
  const { config: given, file: configFile, source: configSource } = loaded ?? (await readConfig(options));
  const config = options.pdf === undefined ? given : { ...given, pdf: { ...given.pdf, enabled: options.pdf } };
  const allLocales = Object.keys(config.i18n.locales);
  const buildLocales = buildLocalesOf(config, options.buildLocales);
  const layout = siteLayout(config);
  const configAt = (keyPath: string[]) => locateKey(configSource, keyPath) ?? {};
  const [read, git, sidebars] = await Promise.all([
    readContent(options.root, layout, allLocales, config.i18n.defaultLocale, buildLocales, config.layout === 'docusaurus', config.allowSymlinksTo),
    readGitTimes(options.root, layout.contentFolders, layout.documentOf),
    readSidebars(options.root, config, configFile, configAt),
  ]);
  let content = read;
  if (config.versions.fromGit) {
    const history = await readGitVersions(options.root, layout.contentFolders, read, config.i18n.defaultLocale, buildLocales);
    content = { ...read, sources: [...read.sources, ...history.sources], diagnostics: [...read.diagnostics, ...history.diagnostics] };
  }
  const ui = readUiStrings(options.root, allLocales, uiStringsPattern(config), (locale) => ({
    file: configFile,
    ...locateKey(configSource, ['i18n', 'locales', locale]),
  }));
  return { root: options.root, config, configFile, configSource, content, git, ui, sidebars, buildLocales };
}
