// The static host's own files a site may keep in static/ (`_headers`, `_redirects`), which the build
// merges with the ones it makes instead of copying. In: the site root and static/'s file list; out: the files
// published as they are, the host files' texts, and a diagnostic for one too large or unreadable.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UnreadableFile, type Diagnostic } from '../../diagnostics/diagnostic.ts';

/** A host file of the site: its path from the site root, and its text. */
export interface HostFile {
  file: string;
  text: string;
}

/** The host's own files kept in static/, merged with the build's instead of copied. */
export interface HostFiles {
  /** static/_headers: merged with the generated headers (render/security-headers.ts). */
  headers?: HostFile;
  /** static/_redirects: written after the site's redirects (render/redirects.ts). */
  redirects?: HostFile;
}

const names = { headers: '_headers', redirects: '_redirects' } as const;

/** Hosts read a few kilobytes of rules; a file past this is a mistake, not read. */
const largest = 1024 * 1024;

/** static/'s files (relative to it) → those copied as they are, and the host files among them, read. */
export function hostFiles(root: string, staticFolder: string, files: readonly string[]): { published: string[]; host: HostFiles; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const host: HostFiles = {};
  for (const [key, name] of Object.entries(names) as [keyof HostFiles, string][]) {
    if (!files.includes(name)) continue;
    const file = `${staticFolder}/${name}`;
    const absolute = path.join(root, file);
    try {
      if (statSync(absolute).size > largest) {
        diagnostics.push(new UnreadableFile(`"${file}" is over 1 MB, too large for a host's rules`, { file, hint: 'Keep a rule per line or block, a few lines each.' }).toDiagnostic());
      } else host[key] = { file, text: readFileSync(absolute, 'utf8') };
    } catch (error) {
      diagnostics.push(new UnreadableFile(`"${file}" cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, { file, hint: 'Check its permissions.' }).toDiagnostic());
    }
  }
  const own = new Set<string>(Object.values(names));
  return { published: files.filter((f) => !own.has(f)), host, diagnostics };
}
