// remark plugin: a Docusaurus 2 document's HTML read as MDX 1 read it. In: an mdast tree parsed as
// CommonMark (braces in text are text; HTML blocks and inline tags are html nodes); out: the tags of
// those nodes, JSX in MDX 1, as mdxJsx elements and expressions that plugins/mdx.ts renders or refuses.
// MDX 1 joined its blocks of JSX and the markdown between them into one JSX tree, so an element opened
// in one block (`<details><summary>…</summary>`) and closed in another (`</details>`) holds what is
// between: tags are paired across a parent's children as HTML pairs them, never refused for that.

import remarkParse from 'remark-parse';
import type { Html, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import type { Point, Position } from 'unist';
import { remarkJsxSyntax } from './mdx-syntax.ts';

/** One tag of a block of JSX, unpaired. */
interface Tag {
  type: 'mdx1Tag';
  name: string | null;
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[];
  close: boolean;
  selfClosing: boolean;
  position?: Position;
}

interface TagContext {
  data: { mdxJsxTag?: Omit<Tag, 'type'> };
  resume(): string;
  enter(node: object, token: unknown): void;
  exit(token: unknown): void;
}

/** mdast-util-mdx-jsx's handlers, but each tag left a node of its own: pairing is done below, across blocks. */
const flatTags = {
  enter: { mdxJsxFlowTagClosingMarker() {}, mdxJsxTextTagClosingMarker() {} },
  exit: { mdxJsxFlowTag: exitTag, mdxJsxTextTag: exitTag },
};
function exitTag(this: TagContext, token: unknown): void {
  const { name, attributes, close, selfClosing } = this.data.mdxJsxTag!;
  this.resume();
  this.enter({ type: 'mdx1Tag', name: name ?? null, attributes, close, selfClosing }, token);
  this.exit(token);
}

const jsxBlock = unified().use(remarkParse).use(remarkJsxSyntax, flatTags).freeze();

/** HTML's elements that never hold anything: JSX writes them `<br />`, HTML also `<br>`. */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A position in the html node's value as one in the document (columns exact on its first line and at the document's top level). */
function shifted(at: Position | undefined, from: Point): Position | undefined {
  const point = (p: Point): Point => ({ line: from.line + p.line - 1, column: p.line === 1 ? from.column + p.column - 1 : p.column, ...(p.offset === undefined || from.offset === undefined ? {} : { offset: from.offset + p.offset }) });
  return at && { start: point(at.start), end: point(at.end) };
}

function shiftAll(node: Nodes | Tag, from: Point): void {
  node.position = shifted(node.position, from);
  if (node.type === 'mdx1Tag') for (const attribute of node.attributes) attribute.position = shifted(attribute.position, from);
  if ('children' in node) for (const child of node.children) shiftAll(child, from);
}

/** Nodes that stay what they are in a block of JSX: its tags, its text and its expressions. */
const kept = new Set(['mdx1Tag', 'text', 'mdxTextExpression', 'mdxFlowExpression']);

/**
 * A piece of a block of JSX as MDX 1 read it: text between tags is JSX text, never markdown, so
 * what remark read as emphasis, a list or a link there is its source again, as text (`下划线（_）`
 * keeps its underscore). Markdown holding a tag is opened up, so the tag is kept.
 */
function literal(piece: RootContent | Tag, source: string): (RootContent | Tag)[] {
  if (kept.has(piece.type)) return [piece];
  const holdsTag = (n: Nodes | Tag): boolean => n.type === 'mdx1Tag' || ('children' in n && n.children.some((c) => holdsTag(c as Nodes | Tag)));
  if (piece.type === 'paragraph' || holdsTag(piece as Nodes | Tag)) return 'children' in piece ? piece.children.flatMap((c) => literal(c as RootContent | Tag, source)) : [piece];
  const { start, end } = piece.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return [piece];
  return [{ type: 'text', value: source.slice(start.offset, end.offset), position: piece.position! }];
}

/**
 * The html node's text as JSX: its tags, text and expressions in order (a paragraph's content taken
 * out of it: a block of JSX has none), or undefined when it is no JSX — a comment, a declaration, a
 * `<` MDX 1 would not have read as a tag —, left as HTML for the sanitiser.
 */
function pieces(node: Html): (RootContent | Tag)[] | undefined {
  if (/^<[!?]/.test(node.value)) return undefined;
  let tree: Root;
  try {
    tree = jsxBlock.parse(node.value);
  } catch {
    return undefined;
  }
  const from = node.position?.start;
  const out = tree.children.flatMap((child) => literal(child as RootContent | Tag, node.value));
  if (from) for (const piece of out) shiftAll(piece, from);
  return out;
}

const flowParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective', 'mdxJsxFlowElement']);
const phrasing = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement', 'mdxTextExpression']);

/** A parent's children with its html nodes' tags made elements holding what comes between open and close. */
function paired(children: RootContent[], flow: boolean): RootContent[] {
  const out: RootContent[] = [];
  const open: { name: string | null; element: MdxJsxFlowElement | MdxJsxTextElement }[] = [];
  // The paragraph holding the words of blocks of JSX outside any element, as flow content must.
  let loose: Paragraph | undefined;
  const add = (node: RootContent, piece = true) => {
    if (open.length) {
      (open.at(-1)!.element.children as RootContent[]).push(node);
    } else if (!piece || !flow || !phrasing.has(node.type)) {
      out.push(node);
      loose = undefined;
    } else if (node.type !== 'text' || node.value.trim()) {
      if (!loose) out.push((loose = { type: 'paragraph', children: [] }));
      loose.children.push(node as PhrasingContent);
    }
  };
  for (const child of children) {
    const found = child.type === 'html' ? pieces(child) : undefined;
    if (!found) {
      add(child, false);
      continue;
    }
    for (const piece of found) {
      if (piece.type !== 'mdx1Tag') {
        add(piece);
        continue;
      }
      if (piece.close) {
        // A close with no open element of its name is dropped, as HTML drops it; one that closes an
        // outer element closes the inner ones still open too.
        const at = open.findLastIndex((o) => o.name === piece.name);
        if (at !== -1) {
          const { element } = open[at]!;
          if (element.position && piece.position) element.position.end = piece.position.end;
          open.length = at;
        }
        continue;
      }
      const element = { type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name: piece.name, attributes: piece.attributes, children: [], ...(piece.position ? { position: piece.position } : {}) } as MdxJsxFlowElement | MdxJsxTextElement;
      add(element);
      if (!piece.selfClosing && !voidElements.has(piece.name ?? '')) open.push({ name: piece.name, element });
    }
  }
  return out;
}

function walk(parent: Parent): void {
  if (parent.children.some((c) => c.type === 'html')) parent.children = paired(parent.children as RootContent[], flowParents.has(parent.type)) as Parent['children'];
  for (const child of parent.children) if ('children' in child) walk(child);
}

export default function remarkMdx1() {
  return (tree: Root) => walk(tree);
}
