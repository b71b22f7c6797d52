// A Docusaurus site's docs versions: versions.json's released versions (versioned_docs/version-<name>,
// their sidebars and translations) and the docs folder's unreleased one, published as Docusaurus does —
// the last released version at the docs root, the docs folder at next/, others at <name>/ — or as the
// config's docs.lastVersion, onlyIncludeVersions, includeCurrentVersion and versions say.
// In: the site folder, the config and its layout; out: the versions, newest published first, and their folders, or located errors.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';
import { InvalidConfig, MisplacedContent, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { closest } from '../../diagnostics/closest.ts';
import { contentLayout, type ContentLayout, type DocsMount } from './layout.ts';
import { withoutLeadingSlash, withoutTrailingSlash } from '../../shared/urls.ts';
import { positionAt } from '../../shared/source-text.ts';

/** One published docs version. */
export interface DocsVersionFolders extends DocsMount {
  /** 'current' (the docs folder) or the name versions.json gives it. */
  name: string;
  label: string;
  /** The version the docs root serves (Docusaurus's lastVersion). */
  last: boolean;
  /** Its sidebars file: a released version's versioned_sidebars/version-<name>-sidebars.json (false when it has none); undefined: the site's. */
  sidebarsFile?: string | false;
}

export interface DocsVersions {
  versions: DocsVersionFolders[];
  /** The layout with each version's folders mounted. */
  layout: ContentLayout;
  diagnostics: Diagnostic[];
}

/** Where a docs key of the config is written (the legaldocs config, or the Docusaurus config it came from). */
type KeyAt = (key: string) => { file: string; line?: number; column?: number };

export const versionsFile = 'versions.json';
const versionFolder = (name: string) => `versioned_docs/version-${name}`;

/** A quoted name's position in versions.json. */
function lineOf(text: string, name: string): { line?: number; column?: number } {
  const index = text.indexOf(JSON.stringify(name));
  return index === -1 ? {} : positionAt(text, index);
}

/** versions.json's names, or a diagnostic when it is not a JSON array of names. */
function readVersionNames(root: string): { names: string[]; text: string } | Diagnostic | undefined {
  const file = path.join(root, versionsFile);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (error) {
    return new InvalidConfig(`${versionsFile} is not JSON: ${(error as Error).message}`, { file: versionsFile, hint: 'Docusaurus writes it as an array of version names, newest first: ["2.0", "1.0"].' }).toDiagnostic();
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n.trim() !== '')) {
    return new InvalidConfig(`${versionsFile} must be an array of version names`, { file: versionsFile, line: 1, hint: 'Docusaurus writes it as an array of version names, newest first: ["2.0", "1.0"].' }).toDiagnostic();
  }
  return { names, text };
}

/**
 * The site's docs versions. Without versions.json (or outside the Docusaurus layout) there is one,
 * the docs folder at the docs root. A named version that does not exist, or a released version
 * whose folder is missing, is an error where it is named, listing the versions there are.
 */
export function docsVersions(root: string, config: SiteConfig, layout: ContentLayout, keyAt: KeyAt): DocsVersions {
  const docs = config.docs;
  const read = config.layout === 'docusaurus' ? readVersionNames(root) : undefined;
  const diagnostics: Diagnostic[] = [];
  if (read && 'severity' in read) diagnostics.push(read);
  const released = read && !('severity' in read) ? read.names : [];
  const all = [...(docs.includeCurrentVersion === false ? [] : ['current']), ...released];
  const available = `Versions: ${['current', ...released].map((n) => `"${n}"`).join(', ')} ("current" is the docs folder, "${layout.docsDir}").`;
  const unknown = (name: string, key: string) =>
    diagnostics.push(
      new InvalidConfig(`docs.${key} names version "${name}", which ${versionsFile} does not list`, {
        ...keyAt(key),
        hint: `${closest(name, ['current', ...released]) ? `Did you mean "${closest(name, ['current', ...released])}"? ` : ''}${available}`,
      }).toDiagnostic(),
    );
  for (const name of docs.onlyIncludeVersions ?? []) if (!all.includes(name)) unknown(name, 'onlyIncludeVersions');
  const names = docs.onlyIncludeVersions ? all.filter((n) => docs.onlyIncludeVersions!.includes(n)) : all;
  if (!names.length) {
    diagnostics.push(new InvalidConfig('no docs version is left to publish', { ...keyAt(docs.onlyIncludeVersions ? 'onlyIncludeVersions' : 'includeCurrentVersion'), hint: available }).toDiagnostic());
    return { versions: [], layout, diagnostics };
  }
  // Docusaurus's default: the newest released version, the docs folder when there is none.
  let last = docs.lastVersion ?? names.find((n) => n !== 'current') ?? names[0]!;
  if (!names.includes(last)) {
    unknown(last, 'lastVersion');
    last = names.find((n) => n !== 'current') ?? names[0]!;
  }
  const [before = '', after = ''] = layout.translationsPattern.split('{locale}');
  const versions: DocsVersionFolders[] = [];
  for (const name of names) {
    const current = name === 'current';
    const folder = current ? layout.docsDir : versionFolder(name);
    if (!current && !existsSync(path.join(root, folder))) {
      diagnostics.push(
        new InvalidConfig(`version "${name}" in ${versionsFile} has no folder "${folder}"`, {
          file: versionsFile,
          ...lineOf((read as { text: string }).text, name),
          hint: `Restore "${folder}", or take "${name}" out of ${versionsFile} (or leave it out with docs.onlyIncludeVersions).`,
        }).toDiagnostic(),
      );
      continue;
    }
    const own = docs.versions?.[name];
    const prefix = withoutTrailingSlash(withoutLeadingSlash(own?.path ?? (name === last ? '' : current ? 'next' : name)));
    // Docusaurus keeps a released version's translations beside the docs folder's: …/current → …/version-<name>.
    const translated = current ? layout.translationsDir : after.endsWith('/current') ? (locale: string) => `${before}${locale}${after.slice(0, -'current'.length)}version-${name}` : () => undefined;
    const sidebars = `versioned_sidebars/version-${name}-sidebars.json`;
    versions.push({
      name,
      label: own?.label ?? (current ? docs.versionLabel : name),
      last: name === last,
      prefix,
      docsDir: folder,
      translationsDir: translated,
      ...(current ? {} : { sidebarsFile: existsSync(path.join(root, sidebars)) ? sidebars : false }),
    });
  }
  const taken = new Map<string, string>();
  for (const v of versions) {
    const other = taken.get(v.prefix);
    if (other !== undefined) {
      diagnostics.push(
        new InvalidConfig(`versions "${other}" and "${v.name}" would both be published at /${v.prefix}`, { ...keyAt('versions'), hint: `Give one of them another path: versions: { '${v.name}': { path: '…' } }.` }).toDiagnostic(),
      );
    }
    taken.set(v.prefix, v.name);
  }
  // A versioned_docs folder versions.json does not name is not published; Docusaurus ignores it too.
  const folders = existsSync(path.join(root, 'versioned_docs')) ? readdirSync(path.join(root, 'versioned_docs')).filter((f) => f.startsWith('version-')) : [];
  for (const folder of folders.sort()) {
    const name = folder.slice('version-'.length);
    if (released.includes(name)) continue;
    diagnostics.push(
      new MisplacedContent(`"versioned_docs/${folder}" is not published: ${versionsFile} does not list version "${name}"`, {
        file: `versioned_docs/${folder}`,
        hint: `Add "${name}" to ${versionsFile} to publish it, or delete the folder.`,
      }).toDiagnostic(),
    );
  }
  versions.sort((a, b) => Number(b.last) - Number(a.last));
  return { versions, layout: contentLayout(layout.docsDir, layout.translationsPattern, layout.exclude, versions), diagnostics };
}
