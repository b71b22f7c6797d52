// rehype plugin: warns about what the sanitiser (sanitize-schema.ts) will take out that an author
// meant to show, so nothing vanishes from a page unsaid. In: the hast tree just before sanitising;
// out: the same tree, with an html-removed warning at each element the schema does not allow
// (`<Legalese>` in a plain markdown file, `<iframe>`, `<script>`) and each inline style it drops.
// Other attributes it drops (event handlers, unknown ones) go silently: no reader misses them.

import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { HtmlRemoved } from '../../../diagnostics/diagnostic.ts';
import { diagnose } from './diagnose.ts';
import { sanitizeSchema } from './sanitize-schema.ts';

const allowed = new Set(sanitizeSchema.tagNames ?? []);
const stripped = new Set(sanitizeSchema.strip ?? []);
const attributeName = (entry: string | [string, ...unknown[]]) => (typeof entry === 'string' ? entry : entry[0]);
const allowsStyle = (tag: string) =>
  [...(sanitizeSchema.attributes?.[tag] ?? []), ...(sanitizeSchema.attributes?.['*'] ?? [])].some((entry) => attributeName(entry as string | [string]) === 'style');

const hint = 'Use markdown, or HTML of the list in "Raw HTML" (content/README.md); nothing a document holds may run script or change the site\'s styles.';

/** The element's name as the author wrote it (`<Legalese>`), not as HTML's parser lowercased it. */
function writtenName(node: Element, text: string): string {
  const offset = node.position?.start.offset;
  const written = offset === undefined ? undefined : /^<([\w.:-]+)/.exec(text.slice(offset, offset + 100))?.[1];
  return written?.toLowerCase() === node.tagName.toLowerCase() ? written : node.tagName;
}

function report(parent: Root | Element, file: VFile, text: string): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    if (!allowed.has(node.tagName)) {
      const name = writtenName(node, text);
      const what = stripped.has(node.tagName) ? `<${name}> is left out with its content` : `<${name}> is not HTML a page may show, so it is left out (its content is kept)`;
      diagnose(file, HtmlRemoved, what, hint, node);
      // A stripped element's content goes with it: nothing in it to report.
      if (stripped.has(node.tagName)) continue;
    } else if (node.properties.style !== undefined && !allowsStyle(node.tagName)) {
      diagnose(file, HtmlRemoved, `the style "${String(node.properties.style)}" of <${writtenName(node, text)}> is left out: pages show the site's own styles only`, hint, node);
    }
    report(node, file, text);
  }
}

export default function rehypeRemovedHtml() {
  return (tree: Root, file: VFile): void => report(tree, file, String(file.value));
}
