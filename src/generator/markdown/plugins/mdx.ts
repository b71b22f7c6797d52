// remark plugin: the MDX of a document read as MDX (mdx-syntax.ts) as static HTML, never run. In: an
// mdast tree with MDX's nodes; out: the theme's built-ins rendered — `@theme/Tabs` and `TabItem` as
// tab panels (plugins/tabs.ts makes them tabs), `@theme/Admonition` as an admonition, `@theme/Details`
// and `<details>` as a disclosure —, HTML elements with their attributes (`style={{…}}` as the CSS
// React writes, for the sanitiser to judge), fragments as their content, string and comment
// expressions as text and nothing, `## Title {#id}` as a heading id; and a located error for
// anything that would need code: another import, an export, another component, an expression.

import { Parser } from 'acorn';
import type { ImportDeclaration, Program } from 'estree';
import type { Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { find, html } from 'property-information';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { MdxNeedsCode, UnknownAdmonition } from '../../../diagnostics/diagnostic.ts';
import { isAdmonition, makeAdmonition } from './admonitions.ts';
import { diagnose } from './diagnose.ts';
import { expressionOf, notStatic, staticValue, styleText, type StaticValue } from './jsx-values.ts';

/** The theme components rendered without running code, by the module Docusaurus imports each from. */
const themeModules: Record<string, ThemeComponent> = { '@theme/Tabs': 'Tabs', '@theme/TabItem': 'TabItem', '@theme/Admonition': 'Admonition', '@theme/Details': 'Details' };
type ThemeComponent = 'Tabs' | 'TabItem' | 'Admonition' | 'Details';

/** The classes tabs.ts reads: a group of tabs, a panel, the one shown first, and a panel's label. */
export const tabsClasses = { tabs: 'tabs', panel: 'tabs__panel', chosen: 'tabs__panel--default', label: 'tabs__label' } as const;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Context {
  file: VFile;
  /** Local names of imported theme components. */
  components: Map<string, ThemeComponent>;
}

const hint = 'Rewrite it as markdown or HTML ("Moving from Docusaurus" in content/README.md says how): legaldocs renders MDX only where no code has to run.';
const short = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57)}…` : one;
};

function needsCode(ctx: Context, what: string, at: Node | number): void {
  diagnose(ctx.file, MdxNeedsCode, `${what} needs code, which legaldocs does not run`, hint, at);
}

/** Takes note of the theme components an import brings; reports any other import or export. */
function esm(node: MdxjsEsm, ctx: Context): void {
  const program = node.data?.estree as Program | undefined;
  for (const statement of program?.body ?? []) {
    const source = statement.type === 'ImportDeclaration' ? String(statement.source.value) : undefined;
    const component = source === undefined ? undefined : themeModules[source];
    const only = (statement as ImportDeclaration).specifiers?.[0];
    if (component && (statement as ImportDeclaration).specifiers.length === 1 && only?.type === 'ImportDefaultSpecifier') {
      ctx.components.set(only.local.name, component);
      continue;
    }
    // A name imported from elsewhere is that module's component, not the theme's.
    for (const specifier of (statement as ImportDeclaration).specifiers ?? []) ctx.components.delete(specifier.local.name);
    // acorn's offsets are the document's (the MDX parser maps them).
    const { start, end } = statement as unknown as { start: number; end: number };
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.map((s) => s.local.name).join(', ');
      needsCode(ctx, `the MDX import of ${names ? `${names} from ` : ''}"${source}"`, start);
    } else needsCode(ctx, `the MDX export "${short(String(ctx.file.value).slice(start, end))}"`, start);
  }
}

/** A JSX attribute's static value (true for a bare name), or notStatic, reported. */
function attributeValue(attribute: MdxJsxAttribute, element: string, ctx: Context, at: Nodes): StaticValue | typeof notStatic {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const found = staticValue(expressionOf(value.data?.estree as Program | undefined));
  if (found === notStatic) needsCode(ctx, `the attribute ${attribute.name}={${short(value.value)}} of <${element}>`, attribute.position ? attribute : at);
  return found;
}

/** Every attribute's static value by name; spreads and values that need code are reported and left out. */
function attributesOf(node: JsxElement, ctx: Context): Map<string, StaticValue> {
  const out = new Map<string, StaticValue>();
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      needsCode(ctx, `the attributes {${short(attribute.value)}} of <${node.name}>`, attribute.position ? attribute : node);
      continue;
    }
    const value = attributeValue(attribute, node.name ?? '', ctx, node);
    if (value !== notStatic) out.set(attribute.name, value);
  }
  return out;
}

/** An HTML element written as JSX, with its attributes as hast properties (style as CSS text). */
function htmlElement(node: JsxElement, ctx: Context): void {
  const properties: Record<string, string | number | boolean> = {};
  for (const [name, value] of attributesOf(node, ctx)) {
    const property = find(html, name).property;
    if (name === 'style') {
      const css = typeof value === 'string' ? value : styleText(value);
      if (css === undefined) needsCode(ctx, `the style of <${node.name}>`, node);
      else properties.style = css;
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') properties[property] = value;
    else needsCode(ctx, `the attribute ${name} of <${node.name}>`, node);
  }
  node.data = { ...node.data, hName: node.name!, hProperties: properties };
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const asText = (value: StaticValue | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** `<Tabs>` and its `<TabItem>`s: panels with their labels, the first shown marked (tabs.ts makes them tabs). */
function tabs(node: JsxElement, ctx: Context): void {
  const props = attributesOf(node, ctx);
  const values = props.get('values');
  const labels = new Map((Array.isArray(values) ? values : []).flatMap((v) => (v && typeof v === 'object' && !Array.isArray(v) ? [[asText(v.value), asText(v.label)] as const] : [])));
  // `<TabItem>`s written on lines of their own inside it are a paragraph of them, as MDX reads them.
  node.children = (node.children as RootContent[]).flatMap(unravelled) as typeof node.children;
  const items = node.children.filter((c): c is JsxElement => isElement(c) && ctx.components.get(c.name ?? '') === 'TabItem');
  for (const child of node.children) {
    const blank = child.type === 'text' && !child.value.trim();
    if (!items.includes(child as JsxElement) && !blank) needsCode(ctx, `<Tabs> holding something other than <TabItem> (${child.type === 'text' ? `"${short(child.value)}"` : isElement(child) ? `<${child.name}>` : child.type})`, child);
  }
  const itemProps = items.map((item) => attributesOf(item, ctx));
  let chosen = itemProps.findIndex((p) => p.get('default') === true);
  if (chosen === -1 && props.has('defaultValue')) chosen = itemProps.findIndex((p) => p.get('value') === props.get('defaultValue'));
  items.forEach((item, i) => {
    const value = asText(itemProps[i]!.get('value'));
    const label = asText(itemProps[i]!.get('label')) ?? labels.get(value) ?? value ?? String(i + 1);
    const title: Paragraph = { type: 'paragraph', children: [text(label)], data: { hProperties: { className: [tabsClasses.label] } } };
    // Words written inline (`<TabItem value="a">Text.</TabItem>`) are the panel's paragraph.
    if (item.type === 'mdxJsxTextElement' || (item.children as Nodes[]).every(isPhrasing)) item.children = [{ type: 'paragraph', children: item.children as PhrasingContent[] }] as never;
    item.children.unshift(title as never);
    item.data = { ...item.data, hName: 'div', hProperties: { className: [tabsClasses.panel, ...(i === Math.max(chosen, 0) ? [tabsClasses.chosen] : [])] } };
  });
  node.children = items as never;
  node.data = { ...node.data, hName: 'div', hProperties: { className: [tabsClasses.tabs] } };
}

/** `<Admonition type="tip" title="…">`: the admonition `:::tip[…]` makes. */
function admonition(node: JsxElement, ctx: Context): void {
  const props = attributesOf(node, ctx);
  const type = asText(props.get('type')) ?? 'note';
  if (!isAdmonition(type)) {
    diagnose(ctx.file, UnknownAdmonition, `unknown admonition type "${type}" of <${node.name}>; its content would be shown without a box`, 'Use note, tip, info, warning, danger, caution or important.', node);
    node.data = { ...node.data, hName: 'div' };
    return;
  }
  const title = asText(props.get('title'));
  makeAdmonition(node as Parent, type, title === undefined ? [] : [text(title)]);
}

/** `<Details summary="…">`: a disclosure, its summary from the attribute or a `<summary>` inside. */
function details(node: JsxElement, ctx: Context): void {
  const summary = asText(attributesOf(node, ctx).get('summary'));
  if (summary !== undefined) node.children.unshift({ type: 'paragraph', children: [text(summary)], data: { hName: 'summary' } } as never);
  node.data = { ...node.data, hName: 'details', hProperties: {} };
}

const phrasing = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement', 'mdxTextExpression']);
const isPhrasing = (node: Nodes) => phrasing.has(node.type);

const isElement = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** What an `{expression}` in the text is without running it: a string, nothing (comments), or unknown. */
function expressionText(value: string): string | undefined | typeof notStatic {
  let program: Program;
  try {
    program = Parser.parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  } catch {
    return notStatic;
  }
  if (program.body.length === 0) return undefined;
  const found = staticValue(expressionOf(program));
  return typeof found === 'string' || typeof found === 'number' ? String(found) : notStatic;
}

/** The nodes that stand for `node` in its parent (itself, changed in place, unless replaced). */
function convert(node: RootContent, parent: Parent, ctx: Context): RootContent[] {
  // Imports were read first (they may come after a component's use); none is published.
  if (node.type === 'mdxjsEsm') return [];
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    // Docusaurus's heading id, `## Title {#id}`: given back as text for heading-ids.ts.
    if (parent.type === 'heading' && parent.children.at(-1) === node && /^#[^\s{}]+$/.test(node.value.trim())) return [text(`{${node.value.trim()}}`) as RootContent];
    const shown = expressionText(node.value);
    if (shown === notStatic) {
      needsCode(ctx, `the MDX expression {${short(node.value)}}`, node);
      return [];
    }
    return shown === undefined ? [] : [text(shown) as RootContent];
  }
  if (!isElement(node)) return [node];
  // A fragment, or a component refused below, stands for its content, itself converted.
  const content = () => (node.children as RootContent[]).flatMap((child) => convert(child, node, ctx));
  if (node.name === null) return content();
  const component = ctx.components.get(node.name);
  if (component === 'Tabs') tabs(node, ctx);
  // A TabItem of a Tabs was made a panel there; one alone is a panel of no tabs, as Docusaurus shows it.
  else if (component === 'TabItem') node.data = node.data?.hName ? node.data : { ...node.data, hName: 'div' };
  else if (component === 'Admonition') admonition(node, ctx);
  else if (component === 'Details') details(node, ctx);
  else if (/^[a-z][\w-]*$/.test(node.name)) htmlElement(node, ctx);
  else {
    needsCode(ctx, `<${node.name}>`, node);
    return content();
  }
  return [node];
}

/**
 * A paragraph holding only JSX and expressions (`<div>Centered</div>` on a line of its own) is no
 * paragraph but those, as MDX unravels it: their content stays phrasing, without a <p> around it.
 */
function unravelled(node: RootContent): RootContent[] {
  if (node.type !== 'paragraph') return [node];
  const jsx = (c: RootContent) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression';
  const blank = (c: RootContent) => c.type === 'text' && !c.value.trim();
  const children = node.children as RootContent[];
  if (!children.some(jsx) || !children.every((c) => jsx(c) || blank(c))) return [node];
  return children.filter((c) => !blank(c)).map((c) => (c.type === 'mdxJsxTextElement' ? ({ ...c, type: 'mdxJsxFlowElement' } as RootContent) : c.type === 'mdxTextExpression' ? ({ ...c, type: 'mdxFlowExpression' } as RootContent) : c));
}

function walk(parent: Parent, ctx: Context): void {
  const out: RootContent[] = [];
  for (const child of (parent.children as RootContent[]).flatMap(unravelled)) {
    for (const node of convert(child, parent, ctx)) {
      if ('children' in node) walk(node, ctx);
      // Text next to text (a heading id given back, a string expression) joins it.
      const last = out.at(-1);
      if (node.type === 'text' && last?.type === 'text') last.value += node.value;
      else out.push(node);
    }
  }
  parent.children = out as Parent['children'];
}

export default function remarkMdx() {
  return (tree: Root, file: VFile) => {
    // The theme's names without an import too: Docusaurus provides Details and Admonition to every
    // document, and sites commonly add Tabs and TabItem to its MDXComponents.
    const ctx: Context = { file, components: new Map(Object.values(themeModules).map((name) => [name, name])) };
    for (const node of tree.children) if (node.type === 'mdxjsEsm') esm(node, ctx);
    walk(tree, ctx);
  };
}
