// A document left unparsed (nested too deep, past a size limit): in, its markdown input and the
// diagnostic saying why; out, a Doc with no body, titled by its file name. Loads no parser.

import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { textHash } from '../content/normalised-text.ts';
import { titleFromFileName } from './file-title.ts';
import type { Doc, MarkdownInput } from './parse.ts';

export function refused(input: MarkdownInput, diagnostic: Diagnostic): Doc {
  return { file: input.file, relPath: input.relPath, frontMatter: {}, frontMatterAt: {}, title: titleFromFileName(input.relPath), html: '', links: [], anchors: [], headings: [], sections: [], textHash: textHash(input.text), diagnostics: [diagnostic] };
}
