// The config's references checked against the site: docs.sidebars' folders hold documents and their links,
// docs.mainDocId and the navbar name what exists, and the files it names (favicon, logos) are in static/.
// In: a Site, the config file's path and text; out: diagnostics.

import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';
import { locateKey } from '../../config/locate.ts';
import { closest } from '../../diagnostics/closest.ts';
import { EmptySidebar, MissingFile, UnknownReference, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { siteLayout } from '../content/layout.ts';
import { staticFolder } from '../content/read.ts';
import { listAvailable } from '../site/available.ts';
import type { Site } from '../site/site.ts';

/** The config file a site was built from: where its keys are written. */
export interface ConfigText {
  file: string;
  source: string;
}

/** The keys whose value is a file of static/ the pages load, with that value. */
const namedFiles = (config: SiteConfig): [string[], string | undefined][] => [
  [['favicon'], config.favicon],
  [['navbar', 'logo', 'src'], config.navbar.logo?.src],
  [['navbar', 'logo', 'srcDark'], config.navbar.logo?.srcDark],
  [['image'], config.image],
  ...config.head.stylesheets.map((s, i): [string[], string] => [['head', 'stylesheets', String(i), 'href'], s.href]),
];

/**
 * Each file the config names must be in static/: a missing favicon or logo is a broken image on
 * every page, which only a crawl of the built site would otherwise find.
 */
function missingFiles(site: Site, at: (keyPath: string[]) => { file: string; line?: number; column?: number }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const statics = new Set(site.staticFiles);
  for (const [keyPath, value] of namedFiles(site.config)) {
    // A URL of another site is not a file of this one.
    if (value === undefined || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) continue;
    const file = path.posix.normalize(value.replace(/^\/+/, '')).split(/[?#]/)[0]!;
    if (statics.has(file)) continue;
    const near = closest(file, site.staticFiles);
    const sameKind = site.staticFiles.filter((f) => path.posix.extname(f) === path.posix.extname(file)).slice(0, 5);
    out.push(
      new MissingFile(`${keyPath.join('.')} "${value}": there is no file "${staticFolder}/${file}"`, {
        ...at(keyPath),
        hint: near
          ? `Did you mean "${near}"? Files the config names are paths in ${staticFolder}/.`
          : sameKind.length
            ? `Files of that kind in ${staticFolder}/: ${sameKind.map((f) => `"${f}"`).join(', ')}. Files the config names are paths in ${staticFolder}/.`
            : `Put the file in ${staticFolder}/ and give its path there (${staticFolder}/img/logo.svg is "img/logo.svg").`,
      }).toDiagnostic(),
    );
  }
  return out;
}

/** Every doc id, sidebar id, folder and file the config names must exist (and folders hold documents). */
export function checkConfigReferences(site: Site, { file, source }: ConfigText): Diagnostic[] {
  const { config } = site;
  const at = (keyPath: string[]) => ({ file, ...locateKey(source, keyPath) });
  // Every locale has every document and sidebar; the default locale is always published.
  const documents = Object.values(site.docs[site.defaultLocale] ?? {}).filter((page) => !page.fromGit);
  const ids = documents.map((page) => page.id).sort();
  const exists = new Set(ids);
  const listed = documents.filter((page) => !page.unlisted).length;
  const sidebarIds = Object.keys(site.sidebars[site.defaultLocale] ?? {});
  const out: Diagnostic[] = missingFiles(site, at);
  for (const [sidebarId, def] of Object.entries(config.docs.sidebars ?? {})) {
    // A sidebar made from a folder has no entries exactly when it has no documents, and then no page.
    if (!sidebarIds.includes(sidebarId)) {
      const layout = siteLayout(config);
      const dir = path.posix.normalize(def.dirName);
      const folder = `${layout.docsDir}/${dir === '.' ? '' : `${dir}/`}`;
      const excluded = def.exclude.length && listed ? ` outside ${def.exclude.map((e) => `"${e}"`).join(', ')}, which it excludes` : '';
      out.push(
        new EmptySidebar(`sidebar "${sidebarId}" has no documents: there are none in ${folder}${excluded}`, {
          ...at(['docs', 'sidebars', sidebarId]),
          hint: listed
            ? `Put its markdown files in ${folder} (its dirName is "${def.dirName}"), point dirName at a folder that has some, or remove the sidebar.`
            : `Put the documents in ${folder} (e.g. ${folder}intro.md; translations in ${layout.translationsPattern.replace('{locale}', '<locale>')}/); content/README.md says how.`,
        }).toDiagnostic(),
      );
    } else if (def.link !== undefined && !exists.has(def.link)) {
      out.push(
        new UnknownReference(`sidebar "${sidebarId}" links to doc id "${def.link}", which does not exist`, {
          ...at(['docs', 'sidebars', sidebarId, 'link']),
          hint: listAvailable(def.link, ids),
        }).toDiagnostic(),
      );
    }
  }
  const mainDocId = config.docs.mainDocId;
  if (mainDocId !== undefined && !exists.has(mainDocId)) {
    out.push(
      new UnknownReference(`docs.mainDocId "${mainDocId}" is not a doc id`, {
        ...at(['docs', 'mainDocId']),
        hint: ids.length ? listAvailable(mainDocId, ids) : `There are no documents yet: add ${siteLayout(config).docsDir}/${mainDocId}.md, or name the document to open first.`,
      }).toDiagnostic(),
    );
  }
  config.navbar.items.forEach((item, index) => {
    // A sidebar the config defines with no documents is reported once, as such (above).
    if (item.type === 'docSidebar' && !sidebarIds.includes(item.sidebarId) && !(config.docs.sidebars && item.sidebarId in config.docs.sidebars)) {
      out.push(
        new UnknownReference(`navbar item ${index + 1} ("${item.label}") names sidebar "${item.sidebarId}", which does not exist`, {
          ...at(['navbar', 'items', 'sidebarId']),
          hint: listAvailable(item.sidebarId, sidebarIds),
        }).toDiagnostic(),
      );
    }
    if (item.type === 'doc' && !exists.has(item.docId)) {
      out.push(
        new UnknownReference(`navbar item ${index + 1} ("${item.label}") names doc id "${item.docId}", which does not exist`, {
          ...at(['navbar', 'items', 'docId']),
          hint: listAvailable(item.docId, ids),
        }).toDiagnostic(),
      );
    }
  });
  return out;
}
