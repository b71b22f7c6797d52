// Document file names that cannot be published as they are written. In: the documents read from
// one folder tree (a locale's); out: an error at each file whose name a URL or a file system
// would change: a `%` or `\` (`%2e%2e.md` is published at a URL that servers decode to `..`, and
// `serve` refuses it), a control character, a name too long for the build's temporary files, or a
// name that is another's on a file system that ignores case or Unicode normalisation.

import { InvalidFileName, type Diagnostic } from '../../diagnostics/diagnostic.ts';

/** Bytes of one name: file systems allow 255, and the build's temporary files add a prefix and a suffix to the page's. */
export const maxNameBytes = 200;

function problemWith(segment: string): string | undefined {
  if (segment.includes('%')) return 'holds "%", which a URL reads as the start of an encoded character';
  if (segment.includes('\\')) return 'holds "\\", which browsers read as "/" and Windows cannot hold';
  if (/[\u0000-\u001f\u007f]/.test(segment)) return 'holds a control character';
  const bytes = Buffer.byteLength(segment);
  if (bytes > maxNameBytes) return `is ${bytes} bytes long, over the ${maxNameBytes} a page's files can be named with`;
  return undefined;
}

/** Errors for the documents of one tree whose names cannot be published, each at its file. */
export function fileNameProblems(documents: readonly { file: string; relPath: string }[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, { file: string; relPath: string }>();
  for (const doc of documents) {
    const segments = doc.relPath.split('/');
    const problem = segments.map((s) => [s, problemWith(s)] as const).find(([, p]) => p);
    if (problem) {
      diagnostics.push(
        new InvalidFileName(`the name "${problem[0]}" ${problem[1]}, so it cannot be published`, {
          file: doc.file,
          hint: 'Rename the file with letters, digits, "-", "_" and "." (the name is the page’s URL), or give it a `slug` in its front matter and a plain name.',
        }).toDiagnostic(),
      );
    }
    // Case and normalisation folded as macOS and Windows fold them: there the two are one file.
    const key = doc.relPath.normalize('NFC').toLowerCase();
    const other = seen.get(key);
    if (other === undefined) seen.set(key, doc);
    else {
      const how = doc.relPath.toLowerCase() === other.relPath.toLowerCase() ? 'upper and lower case' : 'how accented letters are encoded (NFC or NFD)';
      diagnostics.push(
        new InvalidFileName(`"${doc.file}" and "${other.file}" differ only in ${how}: on macOS and Windows they are one file, and their pages would overwrite each other`, {
          file: doc.file,
          hint: 'Rename one of them, or merge the two documents.',
        }).toDiagnostic(),
      );
    }
  }
  return diagnostics;
}
