// The config's per-document limits (`limits.documentSize`, `limits.tableRows`, `limits.headings`),
// applied around the parse, so a huge document costs neither the memory nor the pages it would.
// In: a document's text before parsing, its Doc after; out: the document refused at the line past
// a limit, or the Doc with an error at its heading.

import type { SiteConfig } from '../../config/schema.ts';
import { DocumentTooLarge } from '../../diagnostics/diagnostic.ts';
import type { Doc, MarkdownInput } from './parse.ts';
import { refused } from './refused.ts';

export type DocumentLimits = SiteConfig['limits'];

const raise = (key: keyof DocumentLimits) => `Split the document, or raise \`limits.${key}\` in the config.`;

/**
 * Applies the limits to each input: `parse` gets those within the size and table limits, the others
 * are refused at the line where they pass one; each parsed Doc with more headings than allowed gets an
 * error at the first heading past the limit. Out: a Doc per input, in order.
 */
export async function withinLimits(inputs: MarkdownInput[], limits: DocumentLimits, parse: (inputs: MarkdownInput[]) => Promise<Doc[]>): Promise<Doc[]> {
  const docs = new Array<Doc>(inputs.length);
  const kept: number[] = [];
  inputs.forEach((input, i) => {
    // A character takes at most 3 bytes in UTF-8 (a 4-byte one is 2 UTF-16 units): counted only when it might matter.
    if (input.text.length * 3 > limits.documentSize && Buffer.byteLength(input.text) > limits.documentSize) docs[i] = tooBig(input, limits.documentSize);
    else docs[i] = longTable(input, limits.tableRows) as Doc;
    if (!docs[i]) kept.push(i);
  });
  const parsed = await parse(kept.map((i) => inputs[i]!));
  kept.forEach((i, k) => (docs[i] = tooManyHeadings(parsed[k]!, limits.headings)));
  return docs;
}

function tooBig(input: MarkdownInput, limit: number): Doc {
  const within = Buffer.from(input.text).subarray(0, limit).toString();
  let line = 1;
  for (let i = within.indexOf('\n'); i !== -1; i = within.indexOf('\n', i + 1)) line++;
  return refused(
    input,
    new DocumentTooLarge(`the document is ${Buffer.byteLength(input.text).toLocaleString('en')} bytes, over the limit of ${limit.toLocaleString('en')} (\`limits.documentSize\`) from this line on`, {
      file: input.file,
      line,
      hint: raise('documentSize'),
    }).toDiagnostic(),
  );
}

const isDelimiterRow = (line: string) => line.includes('|') && line.includes('-') && /^[\s|:-]+$/.test(line);

/** A document refused at the first row past the limit of a table (rows from its delimiter row to a blank line); else undefined. */
function longTable(input: MarkdownInput, limit: number): Doc | undefined {
  if (!input.text.includes('|')) return undefined;
  const lines = input.text.split('\n');
  let rows = -1;
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n]!;
    if (!line.trim()) rows = -1;
    else if (rows >= 0) rows++;
    else if (isDelimiterRow(line) && lines[n - 1]!.includes('|')) rows = 0;
    if (rows > limit) {
      return refused(
        input,
        new DocumentTooLarge(`a table has more than ${limit.toLocaleString('en')} rows (\`limits.tableRows\`) from this one on`, { file: input.file, line: n + 1, hint: raise('tableRows') }).toDiagnostic(),
      );
    }
  }
  return undefined;
}

function tooManyHeadings(doc: Doc, limit: number): Doc {
  if (doc.headings.length <= limit) return doc;
  const diagnostic = new DocumentTooLarge(`the document has ${doc.headings.length.toLocaleString('en')} headings, over the limit of ${limit.toLocaleString('en')} (\`limits.headings\`) from this one on`, {
    file: doc.file,
    line: doc.headings[limit]!.line,
    hint: raise('headings'),
  }).toDiagnostic();
  // A new Doc: the parsed one may be the parse cache's, which the limit does not belong to.
  return { ...doc, diagnostics: [...doc.diagnostics, diagnostic] };
}
