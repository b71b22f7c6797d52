// rehype plugin: applies the document schema (sanitize-schema.ts) with rehype-sanitize, whose
// hast-util-sanitize rebuilds the whole tree. Most documents come from markdown alone and hold nothing the schema
// would change, so the tree is first checked against the schema's rules where it stands, and
// rebuilt only when the check finds something it would remove or rewrite.
// In: a hast tree; out: what hast-util-sanitize makes of it (the same tree, when that is equal).

import type { Element, Root } from 'hast';
import rehypeSanitizeAll, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import type { VFile } from 'vfile';
import { HtmlRemoved } from '../../../diagnostics/diagnostic.ts';
import { diagnose } from './diagnose.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { eachElement } from './walk.ts';

type Definition = NonNullable<Schema['attributes']>[string][number];

// As hast-util-sanitize completes it.
const schema: Schema = { ...defaultSchema, ...sanitizeSchema };
const own = (o: object, key: string) => Object.hasOwn(o, key);
const tagNames = schema.tagNames ? new Set(schema.tagNames) : undefined;

interface Definitions {
  byName: Map<string, Definition>;
  /** The entry for any `data…` attribute not listed by name. */
  data?: Definition;
}

/** A list of definitions indexed as hast-util-sanitize's findDefinition reads it: the first entry of a name, the last `data*`. */
function index(list: readonly Definition[] | undefined): Definitions | undefined {
  if (!list) return undefined;
  const byName = new Map<string, Definition>();
  let data: Definition | undefined;
  for (const entry of list) {
    const name = typeof entry === 'string' ? entry : entry[0];
    if (!byName.has(name)) byName.set(name, entry);
    if (name === 'data*') data = entry;
  }
  return { byName, data };
}

const indexed = new Map<string, Definitions | undefined>();
/** The definitions of a tag's attributes (`*`: of every tag's). */
function definitionsOf(tag: string): Definitions | undefined {
  if (!indexed.has(tag)) indexed.set(tag, index(schema.attributes && own(schema.attributes, tag) ? schema.attributes[tag] : undefined));
  return indexed.get(tag);
}

/** hast-util-sanitize's findDefinition: the entry for `key`, or for a data attribute `data*`. */
function definitionOf(definitions: Definitions | undefined, key: string): Definition | undefined {
  if (!definitions) return undefined;
  return definitions.byName.get(key) ?? (key.length > 4 && key.slice(0, 4).toLowerCase() === 'data' ? definitions.data : undefined);
}

/** hast-util-sanitize's safeProtocol. */
function safeUrl(key: string, value: string | number | boolean): boolean {
  const protocols = schema.protocols && own(schema.protocols, key) ? schema.protocols[key] : undefined;
  if (!protocols || protocols.length === 0) return true;
  const url = String(value);
  const colon = url.indexOf(':');
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  const slash = url.indexOf('/');
  if (colon < 0 || (slash > -1 && colon > slash) || (question > -1 && colon > question) || (hash > -1 && colon > hash)) return true;
  return protocols.some((protocol) => colon === protocol.length && url.slice(0, protocol.length) === protocol);
}

/** Whether sanitising keeps a primitive value of an unclobbered key as it is (propertyValuePrimitive). */
function keepsValue(definition: Definition, key: string, value: unknown): boolean {
  if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') return false;
  if (!safeUrl(key, value)) return false;
  if (typeof definition === 'object' && definition.length > 1) {
    const allowed = definition.slice(1).some((a) => (a && typeof a === 'object' && 'flags' in a ? a.test(String(value)) : a === value));
    if (!allowed) return false;
  }
  return true;
}

/** Whether sanitising keeps a property as it is: by the element's own definition, else the defaults (properties()). */
function keepsProperty(specific: Definitions | undefined, key: string, value: unknown): boolean {
  // A clobbered name is either dropped or prefixed: changed, whichever definition judges it.
  if (schema.clobber && schema.clobberPrefix && schema.clobber.includes(key)) return false;
  const defaults = definitionsOf('*');
  if (Array.isArray(value)) {
    // A list is judged by the first definition found; items of other types, or not allowed, are dropped.
    const definition = definitionOf(specific, key) ?? definitionOf(defaults, key);
    return definition !== undefined && value.every((item) => (typeof item === 'number' || typeof item === 'string') && keepsValue(definition, key, item));
  }
  const mine = definitionOf(specific, key);
  if (mine !== undefined && keepsValue(mine, key, value)) return true;
  const fallback = definitionOf(defaults, key);
  return fallback !== undefined && keepsValue(fallback, key, value);
}

type Point = { line?: unknown; column?: unknown; offset?: unknown } | undefined;
const validPoint = (p: Point) => typeof p?.line === 'number' && p.line > 0 && typeof p.column === 'number' && p.column > 0;
const cleanOffset = (p: Point) => p?.offset === undefined || (typeof p.offset === 'number' && p.offset > -1);

/**
 * Whether sanitising keeps the node's position as it is (unist-util-position's rules). A position
 * it would drop — some text nodes have only an end — is dropped here too, which changes nothing
 * else: nothing reads it.
 */
function keepsPosition(node: { position?: unknown }): boolean {
  if (node.position === undefined) return true;
  const { start, end } = node.position as { start?: Point; end?: Point };
  if (!validPoint(start) || !validPoint(end)) {
    delete node.position;
    return true;
  }
  return cleanOffset(start) && cleanOffset(end);
}

function keepsElement(node: Element, ancestors: string[], seen: Set<object>): boolean {
  const name = node.tagName;
  if (typeof name !== 'string' || !name || name === '*' || (tagNames && !tagNames.has(name))) return false;
  if (schema.ancestors && own(schema.ancestors, name) && !schema.ancestors[name]!.some((a) => ancestors.includes(a))) return false;
  const { properties } = node;
  // Later plugins change properties in place; a copy shares none, so neither may the tree (an
  // element in two places shares its properties with itself).
  if (!properties || typeof properties !== 'object' || seen.has(properties)) return false;
  seen.add(properties);
  const specific = definitionsOf(name);
  for (const key in properties) {
    if (own(properties, key) && !keepsProperty(specific, key, properties[key])) return false;
  }
  const required = schema.required && own(schema.required, name) ? schema.required[name]! : {};
  for (const key in required) if (own(required, key) && !own(properties, key)) return false;
  ancestors.push(name);
  const kept = keepsChildren(node, ancestors, seen);
  ancestors.pop();
  return kept;
}

function keepsChildren(parent: Root | Element, ancestors: string[], seen: Set<object>): boolean {
  if (!Array.isArray(parent.children)) return false;
  for (const child of parent.children) {
    if (!child || typeof child !== 'object' || !keepsPosition(child)) return false;
    if (child.type === 'text') {
      if (typeof child.value !== 'string') return false;
    } else if (child.type !== 'element' || !keepsElement(child, ancestors, seen)) return false;
  }
  return true;
}

/**
 * Whether hast-util-sanitize, with the document schema, would give back a tree equal to `tree`
 * (after dropping the positions it would drop).
 */
export function isSanitized(tree: Root): boolean {
  return keepsPosition(tree) && keepsChildren(tree, [], new Set());
}

const stripped = new Set(schema.strip ?? []);
const removalHint = 'Use markdown, or HTML of the list in "Raw HTML" (content/README.md); nothing a document holds may run script or change the site\'s styles.';

/**
 * Warns about what the sanitiser will take out that an author meant to show: an element no page may
 * hold (`<Legalese>` in a plain markdown file, `<iframe>`, `<script>`) and inline styles, which the
 * site's Content-Security-Policy would not apply anyway. Other attributes it drops go silently.
 */
function reportRemoved(tree: Root, file: VFile): void {
  const text = String(file.value);
  eachElement(tree, (node) => {
    // As the author wrote it (`<Legalese>`), not as HTML's parser lowercased it.
    const offset = node.position?.start.offset;
    const written = offset === undefined ? undefined : /^<([\w.:-]+)/.exec(text.slice(offset, offset + 100))?.[1];
    const name = written?.toLowerCase() === node.tagName ? written : node.tagName;
    if (tagNames && !tagNames.has(node.tagName)) {
      const what = stripped.has(node.tagName) ? `<${name}> is left out with its content` : `<${name}> is not HTML a page may show, so it is left out (its content is kept)`;
      diagnose(file, HtmlRemoved, what, removalHint, node);
    } else if (typeof node.properties.style === 'string' && !keepsProperty(definitionsOf(node.tagName), 'style', node.properties.style)) {
      diagnose(file, HtmlRemoved, `the style "${node.properties.style}" of <${name}> is left out: pages show the site's own styles only`, removalHint, node);
    }
  });
}

export default function rehypeSanitize() {
  const rebuild = rehypeSanitizeAll(sanitizeSchema);
  return (tree: Root, file?: VFile): Root => {
    if (isSanitized(tree)) return tree;
    if (file) reportRemoved(tree, file);
    return rebuild(tree);
  };
}
