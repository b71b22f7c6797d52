// The markdown step: one document's text through unified into HTML and everything read from it.
// In: a Source (path + text); out: a Doc (html, title, front matter, links, anchors, toc, sections).

import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { UnconvertibleDocument, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { textHash } from '../content/normalised-text.ts';
import type { FrontMatter, FrontMatterPositions } from './frontmatter.ts';
import remarkAdmonitions, { bracketAdmonitionTitles } from './plugins/admonitions.ts';
import remarkAlerts from './plugins/alerts.ts';
import { rehypeDepthLimit, remarkDepthLimit } from './plugins/depth-limit.ts';
import remarkContainerDirectives from './plugins/directives.ts';
import remarkFrontMatterData from './plugins/front-matter.ts';
import remarkAttributeLists from './plugins/attribute-lists.ts';
import remarkHeadingIds from './plugins/heading-ids.ts';
import remarkMdx from './plugins/mdx.ts';
import rehypeLinks, { docLinks, type DocLink } from './plugins/links.ts';
import rehypeOutline, { outline, type Heading, type Section } from './plugins/outline.ts';
import rehypeRawHtml from './plugins/raw-html.ts';
import rehypeSanitize from './plugins/sanitize.ts';
import rehypeTitle, { type LeadingHeading } from './plugins/title.ts';
import rehypeUniqueIds from './plugins/unique-ids.ts';
import { titleFromFileName } from './file-title.ts';

/** What the markdown step needs of a file. */
export interface MarkdownInput {
  /** Path relative to the site root, for diagnostics. */
  file: string;
  /** Path relative to the docs folder, e.g. `overwolf/website/privacy-policy.md`. */
  relPath: string;
  text: string;
}

/** A parsed document, independent of locale and site; cached on disk by content hash. */
export interface Doc {
  file: string;
  relPath: string;
  frontMatter: FrontMatter;
  /** Where each front-matter value is in the file, for diagnostics of later steps (versions). */
  frontMatterAt: FrontMatterPositions;
  /** The document's title: front matter's `title`, else its leading h1, else its file name. */
  title: string;
  /** The h1 the body started with (taken out of the HTML): the heading the page shows, with its id. */
  heading?: LeadingHeading;
  /** Body HTML; links to .md files carry placeholders until the site step resolves them. */
  html: string;
  links: DocLink[];
  /** Every id in the body HTML: the targets a #fragment may name. */
  anchors: string[];
  headings: Heading[];
  sections: Section[];
  /** The SHA-256 of the text's normalised body (normalised-text.ts): what versions and translations are known by. */
  textHash: string;
  diagnostics: Diagnostic[];
}

// Order matters: the depth limit runs on each fresh tree (parsed markdown, then parsed raw HTML)
// before anything recurses over it; ids are made (explicit ones, then slugs and de-duplication in
// one walk) before the leading h1 is taken out (keeping its id) and before sanitising, which must
// keep them; links and the outline are read from the sanitised tree, i.e. the final HTML.
const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkFrontMatterData)
  .use(remarkGfm)
  .use(remarkContainerDirectives)
  .use(remarkDepthLimit)
  .use(remarkMdx)
  .use(remarkAdmonitions)
  .use(remarkAlerts)
  .use(remarkHeadingIds)
  .use(remarkAttributeLists)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRawHtml)
  .use(rehypeDepthLimit)
  .use(rehypeUniqueIds)
  .use(rehypeTitle)
  .use(rehypeSanitize)
  .use(rehypeLinks)
  .use(rehypeOutline)
  .use(rehypeStringify)
  .freeze();

/**
 * A document the pipeline could not convert. The known case: raw HTML nested thousands of levels
 * deep overflows the stack while parse5's tree is converted, before the depth limit can see it.
 */
function unconvertible(input: MarkdownInput, error: unknown): Doc {
  const reason = error instanceof RangeError ? 'it is nested too deeply' : error instanceof Error ? error.message : String(error);
  const diagnostic = new UnconvertibleDocument(`"${input.file}" cannot be converted to HTML: ${reason}`, {
    file: input.file,
    hint: 'Look for HTML elements, lists or quotes nested inside each other hundreds of levels deep, and flatten them.',
  }).toDiagnostic();
  return { file: input.file, relPath: input.relPath, frontMatter: {}, frontMatterAt: {}, title: titleFromFileName(input.relPath), html: '', links: [], anchors: [], headings: [], sections: [], textHash: textHash(input.text), diagnostics: [diagnostic] };
}

/** Parses one markdown document. Never throws on content: problems become diagnostics. */
export function parseMarkdown(input: MarkdownInput): Doc {
  const file = new VFile({ path: input.relPath, value: bracketAdmonitionTitles(input.text), data: { relPath: input.relPath, sourceFile: input.file } });
  let html: string;
  try {
    html = String(processor.processSync(file));
  } catch (error) {
    return unconvertible(input, error);
  }
  const data = file.data as { frontMatter?: FrontMatter; frontMatterAt?: FrontMatterPositions; diagnostics?: Diagnostic[]; h1?: LeadingHeading };
  const frontMatter = data.frontMatter ?? {};
  const { anchors, headings, sections } = outline(file);
  return {
    file: input.file,
    relPath: input.relPath,
    frontMatter,
    frontMatterAt: data.frontMatterAt ?? {},
    title: frontMatter.title ?? data.h1?.text ?? titleFromFileName(input.relPath),
    ...(data.h1 ? { heading: data.h1 } : {}),
    html,
    links: docLinks(file),
    anchors: data.h1 ? [data.h1.id, ...anchors] : anchors,
    headings,
    sections,
    textHash: textHash(input.text),
    diagnostics: data.diagnostics ?? [],
  };
}
