// The markdown step: one document's text through unified into HTML and everything read from it.
// In: a Source (path + text); out: a Doc (html, title, front matter, links, anchors, toc, sections).

import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { MdxSyntaxError, UnconvertibleDocument, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { textHash } from '../content/normalised-text.ts';
import type { FrontMatter, FrontMatterPositions } from './frontmatter.ts';
import type { ParseOptions } from './parse-options.ts';
import { expandLiquid, hasLiquid, replaced, sourcePosition } from './liquid.ts';
import remarkAdmonitions, { bracketAdmonitionTitles } from './plugins/admonitions.ts';
import remarkAlerts from './plugins/alerts.ts';
import { maxDepth, rehypeDepthLimit, remarkDepthLimit, tooDeep } from './plugins/depth-limit.ts';
import { htmlTooDeep, markdownTooDeep } from './nesting.ts';
import remarkContainerDirectives from './plugins/directives.ts';
import remarkFrontMatterData from './plugins/front-matter.ts';
import remarkAttributeLists from './plugins/attribute-lists.ts';
import remarkDatedLine, { type DatedLine } from './plugins/dated-line.ts';
import remarkHeadingIds from './plugins/heading-ids.ts';
import remarkMdx from './plugins/mdx.ts';
import remarkMdx1 from './plugins/mdx1.ts';
import remarkMdxSyntax, { needsMdx, startDocument, type MdxVersion } from './plugins/mdx-syntax.ts';
import rehypeTabs from './plugins/tabs.ts';
import { diagnose } from './plugins/diagnose.ts';
import rehypeLinks, { docLinks, type DocLink } from './plugins/links.ts';
import rehypeOutline, { outline, type Heading, type Section } from './plugins/outline.ts';
import rehypeRawHtml from './plugins/raw-html.ts';
import rehypeRemovedHtml from './plugins/removed-html.ts';
import { sanitizeSchema } from './plugins/sanitize-schema.ts';
import rehypeTitle, { type LeadingHeading } from './plugins/title.ts';
import rehypeUniqueIds from './plugins/unique-ids.ts';
import { titleFromFileName } from './file-title.ts';
import { refused } from './refused.ts';

/** What the markdown step needs of a file. */
export interface MarkdownInput {
  /** Path relative to the site root, for diagnostics. */
  file: string;
  /** Path relative to the docs folder, e.g. `overwolf/website/privacy-policy.md`. */
  relPath: string;
  text: string;
  /** How the site reads its documents (parse-options.ts); the defaults without. */
  options?: ParseOptions;
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
  /** The date the text states on a kramdown date line (`Effective …` + `{: datetime="…" }`). */
  datedLine?: DatedLine;
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
// keep them (what it will remove is reported just before it); tabs are built after it (their radio
// buttons are no document's); links and the outline are read from the sanitised tree, the final
// HTML. A document read as MDX (needsMdx) goes through the same pipeline with MDX's syntax on and
// its nodes rendered (plugins/mdx.ts); read as MDX 1, its HTML is JSX first (plugins/mdx1.ts).
const pipeline = (mdx: false | MdxVersion) =>
  unified()
    .use(remarkParse)
    .use(mdx ? [[remarkMdxSyntax, mdx]] : [])
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkFrontMatterData)
    .use(remarkGfm)
    .use(remarkContainerDirectives)
    .use(remarkDepthLimit)
    .use(mdx === 1 ? [remarkMdx1] : [])
    .use(mdx ? [remarkMdx] : [])
    .use(remarkAdmonitions)
    .use(remarkAlerts)
    .use(remarkHeadingIds)
    .use(remarkDatedLine)
    .use(remarkAttributeLists)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypeDepthLimit)
    .use(rehypeUniqueIds)
    .use(rehypeTitle)
    .use(rehypeRemovedHtml)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeTabs)
    .use(rehypeLinks)
    .use(rehypeOutline)
    .use(rehypeStringify)
    .freeze();

type Pipeline = ReturnType<typeof pipeline>;
const markdown = pipeline(false);
// Made on the first document that needs one: most sites have none.
const mdxPipelines = new Map<MdxVersion, Pipeline>();

/**
 * A document the pipeline could not convert. The known case: raw HTML nested thousands of levels
 * deep overflows the stack while parse5's tree is converted, before the depth limit can see it;
 * it is said so, at the tag, only when the HTML is found to nest that deep.
 */
function unconvertible(input: MarkdownInput, error: unknown): Doc {
  const overflow = error instanceof RangeError && /call stack/i.test(error.message);
  const deep = overflow ? htmlTooDeep(input.text, maxDepth) : undefined;
  if (deep) return refused(input, tooDeep(input.file, deep));
  const reason = error instanceof Error ? error.message : String(error);
  return refused(
    input,
    new UnconvertibleDocument(`"${input.file}" cannot be converted to HTML: ${reason}`, {
      file: input.file,
      hint: overflow ? 'Look for lists, quotes or HTML elements nested inside each other hundreds of levels deep, and flatten them.' : 'This is a fault in legaldocs: please report it with the document.',
    }).toDiagnostic(),
  );
}

type Position = (line: number, column?: number) => { line: number; column: number };

/** The doc's positions (found in the text after its Liquid values went in) as written in the document. */
function remapped(doc: Doc, from: number, toSource: Position): Doc {
  const at = <T extends { line?: number | undefined; column?: number | undefined }>(item: T): T => (item.line === undefined ? item : { ...item, ...toSource(item.line, item.column) });
  return {
    ...doc,
    links: doc.links.map(at),
    headings: doc.headings.map((h) => (h.line === undefined ? h : { ...h, line: toSource(h.line).line })),
    diagnostics: [...doc.diagnostics.slice(0, from), ...doc.diagnostics.slice(from).map(at)],
    ...(doc.datedLine ? { datedLine: at(doc.datedLine) } : {}),
  };
}

/**
 * A document read as MDX: its tree, or (the syntax broken, as it would break Docusaurus's build too)
 * an error where the MDX parser stopped, and undefined so the document is read as markdown.
 */
function mdxTree(file: VFile, processor: Pipeline): Root | undefined {
  startDocument(String(file.value).length);
  try {
    return processor.parse(file);
  } catch (error) {
    const { reason, line, column, cause } = error as { reason?: string; line?: number; column?: number; cause?: { message?: string } };
    if (reason === undefined) throw error;
    const at = line === undefined ? 0 : String(file.value).split('\n').slice(0, line - 1).join('\n').length + (line > 1 ? 1 : 0) + (column ?? 1) - 1;
    // acorn's own words say what it could not read ("Could not parse import/exports with acorn: Unexpected token").
    const why = cause?.message ? `${reason}: ${cause.message}` : reason;
    diagnose(file, MdxSyntaxError, `MDX syntax error: ${why}`, 'Docusaurus reads this document as MDX, and so does legaldocs: fix the syntax (a "<" or "{" meant as text is written "\\<" or "\\{").', at);
    return undefined;
  }
}

/**
 * The document's tree and the pipeline that goes on with it: read as MDX when it needs to be, else
 * as markdown with its Liquid values in (liquid.ts) — parsed a second time when one went in, with
 * the way back to the positions as written.
 */
function parsed(file: VFile, input: MarkdownInput): { tree: Root; processor: Pipeline; toSource?: Position; from: number; brokenMdx?: boolean } {
  if (needsMdx(input.relPath, input.text, input.options?.mdxInMarkdown ?? false)) {
    const version = input.options?.mdx ?? 2;
    const processor = mdxPipelines.get(version) ?? mdxPipelines.set(version, pipeline(version)).get(version)!;
    const tree = mdxTree(file, processor);
    if (tree) return { tree, processor, from: 0 };
    // Read as markdown only to go on checking it: its components are no HTML to warn about.
    return { tree: markdown.parse(file), processor: markdown, from: 0, brokenMdx: true };
  }
  const tree = markdown.parse(file);
  const source = String(file.value);
  if (!hasLiquid(source)) return { tree, processor: markdown, from: 0 };
  const replacements = expandLiquid(tree, file, input.options?.variables ?? {});
  const from = (file.data as { diagnostics?: Diagnostic[] }).diagnostics?.length ?? 0;
  if (!replacements.length) return { tree, processor: markdown, from };
  file.value = replaced(source, replacements);
  return { tree: markdown.parse(file), processor: markdown, toSource: sourcePosition(source, replacements), from };
}

/** Parses one markdown document. Never throws on content: problems become diagnostics. */
export function parseMarkdown(input: MarkdownInput): Doc {
  // Deep lists and quotes cost the parser their depth on every line: refused before it runs.
  const deep = markdownTooDeep(input.text, maxDepth);
  if (deep) return refused(input, tooDeep(input.file, deep));
  const file = new VFile({ path: input.relPath, value: bracketAdmonitionTitles(input.text), data: { relPath: input.relPath, sourceFile: input.file } });
  let html: string;
  let read: { toSource?: Position; from: number; brokenMdx?: boolean };
  try {
    const { tree, processor, ...rest } = parsed(file, input);
    read = rest;
    html = processor.stringify(processor.runSync(tree, file), file);
  } catch (error) {
    return unconvertible(input, error);
  }
  const data = file.data as { frontMatter?: FrontMatter; frontMatterAt?: FrontMatterPositions; diagnostics?: Diagnostic[]; h1?: LeadingHeading; datedLine?: DatedLine };
  const frontMatter = data.frontMatter ?? {};
  const { anchors, headings, sections } = outline(file);
  const doc: Doc = {
    file: input.file,
    relPath: input.relPath,
    frontMatter,
    frontMatterAt: data.frontMatterAt ?? {},
    title: frontMatter.title ?? data.h1?.text ?? titleFromFileName(input.relPath),
    ...(data.h1 ? { heading: data.h1 } : {}),
    ...(data.datedLine ? { datedLine: data.datedLine } : {}),
    html,
    links: docLinks(file),
    anchors: data.h1 ? [data.h1.id, ...anchors] : anchors,
    headings,
    sections,
    textHash: textHash(input.text),
    diagnostics: read.brokenMdx ? (data.diagnostics ?? []).filter((d) => d.code !== 'html-removed') : (data.diagnostics ?? []),
  };
  return read.toSource ? remapped(doc, read.from, read.toSource) : doc;
}
