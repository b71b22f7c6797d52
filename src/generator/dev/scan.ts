// A cheap first look at a document for `dev`: front matter and title, no markdown parse, so the
// route table and sidebars of a large site exist within moments of starting.
// In: a markdown input; out: a Doc with an empty body, replaced once the document is parsed.

import { frontMatterBlock } from '../content/front-matter-values.ts';
import { textHash } from '../content/normalised-text.ts';
import { titleFromFileName } from '../markdown/file-title.ts';
import { parseFrontMatter } from '../markdown/frontmatter.ts';
import type { Doc, MarkdownInput } from '../markdown/parse.ts';


// A `# Title` line; what ends it is taken off by h1Text, since a pattern doing both backtracked over
// long runs of blanks.
const h1Line = /^ {0,3}#[ \t](.*)$/gm;
const closingHashes = /(?<![^ \t])#+$/;
const explicitId = /(?<![^ \t])\{:?[ \t]*#[^{}]*\}$/;

/** The first `# Title` of a text, an explicit `{#id}` or `{: #id}` and closing hashes dropped, inline marks stripped. */
function h1Text(text: string): string | undefined {
  h1Line.lastIndex = 0;
  for (let m = h1Line.exec(text); m; m = h1Line.exec(text)) {
    const title = m[1]!.trimEnd().replace(closingHashes, '').trimEnd().replace(explicitId, '').replace(/[*_`]/g, '').trim();
    if (title) return title;
  }
  return undefined;
}

/**
 * The document as far as routes and sidebars need it; the body stays empty. The front matter goes
 * through the parse's own reader, so a scanned page's route is the parsed page's; its diagnostics
 * wait for the parse, which reports them.
 */
export function scanDoc(input: MarkdownInput): Doc {
  const match = frontMatterBlock.exec(input.text);
  const { data: frontMatter, positions } = match ? parseFrontMatter(match[1]!, input.file, 2) : { data: {}, positions: {} };
  // Searching the body for a heading costs more than the rest of the scan: only without a title.
  const heading = () => h1Text(match ? input.text.slice(match[0].length) : input.text);
  return {
    file: input.file,
    relPath: input.relPath,
    frontMatter,
    frontMatterAt: positions,
    title: frontMatter.title ?? heading() ?? titleFromFileName(input.relPath),
    html: '',
    links: [],
    anchors: [],
    headings: [],
    sections: [],
    textHash: textHash(input.text),
    diagnostics: [],
  };
}
