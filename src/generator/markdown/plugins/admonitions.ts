// remark plugin: Docusaurus admonitions — `:::note`, `:::tip[Custom title]`, `:::tip Custom title`,
// nested with more colons — as accessible callouts. In: an mdast tree with container directives
// (plugins/directives.ts); out: each admonition an `<aside class="admonition admonition--<type>"
// role="note">` whose first child is its title paragraph (empty for the default title, which the
// site step fills in the page's language), and diagnostics for unknown, unclosed or stray fences.

import type { Nodes, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { StrayAdmonitionFence, UnclosedAdmonition, UnknownAdmonition } from '../../../diagnostics/diagnostic.ts';
import type { MessageKey, Messages } from '../../../i18n/index.ts';
import { diagnose } from './diagnose.ts';
import { eachNode } from './walk.ts';
import { escapeHtml } from '../../../shared/escape.ts';

/** Each admonition type and the UI string of its default title. */
export const admonitionTitles = {
  note: 'admonitionNote',
  tip: 'admonitionTip',
  info: 'admonitionInfo',
  warning: 'admonitionWarning',
  danger: 'admonitionDanger',
  caution: 'admonitionCaution',
  // GitHub's alerts have it (`> [!IMPORTANT]`); `:::important` is then one too.
  important: 'admonitionImportant',
} as const satisfies Record<string, MessageKey>;

export type AdmonitionType = keyof typeof admonitionTitles;
export const isAdmonition = (name: string): name is AdmonitionType => Object.hasOwn(admonitionTitles, name);
const typeList = Object.keys(admonitionTitles).map((t) => `:::${t}`).join(', ');

const fence = /^ {0,3}(`{3,}|~{3,})/;
// `:::tip Custom title`, the older Docusaurus form: the title follows the name after a space.
const spacedTitle = /^( {0,3}(?:>[ \t]?)*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{](?:.*\S)?)[ \t]*$/;

/**
 * Rewrites `:::tip Custom title` to the directive syntax's `:::tip[Custom title]` (as Docusaurus
 * does before parsing), outside fenced code. Line numbers stay as they were.
 */
export function bracketAdmonitionTitles(text: string): string {
  if (!text.includes(':::')) return text;
  let open: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const f = fence.exec(line)?.[1];
      if (open !== undefined) {
        if (f && f[0] === open[0] && f.length >= open.length && !line.slice(line.indexOf(f) + f.length).trim()) open = undefined;
        return line;
      }
      if (f) {
        open = f;
        return line;
      }
      const m = spacedTitle.exec(line);
      return m ? `${m[1]}[${m[2]!.replace(/[[\]\\]/g, '\\$&')}]` : line;
    })
    .join('\n');
}

/** The class of an admonition's title paragraph; the site step fills an empty one. */
export const titleClass = 'admonition__title';

/**
 * Makes `node` an admonition of `type`: an aside whose first child is its title paragraph (`title`,
 * or empty for the default title the site step fills in), then its content.
 */
export function makeAdmonition(node: Parent, type: AdmonitionType, title: PhrasingContent[] = []): void {
  node.children.unshift({ type: 'paragraph', children: title, data: { hProperties: { className: [titleClass] } } });
  node.data = { ...node.data, hName: 'aside', hProperties: { className: ['admonition', `admonition--${type}`], role: 'note' } };
}

function convert(node: ContainerDirective, file: VFile, lines: () => string[]): void {
  const known = isAdmonition(node.name);
  if (!known) {
    diagnose(
      file,
      UnknownAdmonition,
      `unknown admonition ":::${node.name}"; its content would be shown without a box`,
      `Use one of ${typeList}, or write \\::: to show the colons as text.`,
      node,
    );
  }
  // A container left open runs to the end of the document: its last line is not a closing fence.
  const last = node.position ? (lines()[node.position.end.line - 1] ?? '') : ':::';
  if (!/^[ \t>]*:{3,}[ \t]*$/.test(last)) {
    diagnose(file, UnclosedAdmonition, `admonition ":::${node.name}" is never closed, so it runs to the end of the document`, 'Close it with a line of ::: (as many colons as it opened with).', node);
  }
  if (!known) {
    node.data = { hName: 'div' };
    return;
  }
  const first = node.children[0];
  const label = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? (node.children.shift() as Paragraph) : undefined;
  makeAdmonition(node, node.name as AdmonitionType, label?.children);
}

/** A paragraph that starts a line with `:::`: an admonition fence the parser did not take as one. */
function checkStray(node: Paragraph, file: VFile, text: string): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const m = /^[ \t>]*(:{3,}\S*)/m.exec(text.slice(start.offset, end.offset));
  if (!m) return;
  diagnose(
    file,
    StrayAdmonitionFence,
    `"${m[1]}" is not part of an admonition, so it shows as text`,
    'Start an admonition on a line of its own (":::note" … ":::", after a blank line), close only one that is open, or write \\::: to show the colons.',
    start.offset + m.index + m[0].length - m[1]!.length,
  );
}

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    if (!text.includes(':::')) return;
    let split: string[] | undefined;
    const lines = () => (split ??= text.split('\n'));
    eachNode<Nodes>(tree, (node) => {
      if (node.type === 'containerDirective') convert(node, file, lines);
      else if (node.type === 'paragraph') checkStray(node, file, text);
    });
  };
}

const emptyTitle = new RegExp(`<aside class="admonition admonition--([a-z]+)" role="note">\\s*<p class="${titleClass}">(?=</p>)`, 'g');

/** Fills each admonition's empty title with its type's default title in a locale's UI strings. */
export function fillAdmonitionTitles(html: string, messages: Messages): string {
  if (!html.includes(titleClass)) return html;
  return html.replace(emptyTitle, (open: string, type: string) => open + escapeHtml(isAdmonition(type) ? messages[admonitionTitles[type]] : type));
}
