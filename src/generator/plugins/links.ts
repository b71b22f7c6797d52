// rehype plugin: records every link in a document and marks links to other .md files.
// In: a sanitised hast tree and the document's docs-relative path; out: file.data.links, and
// each .md href replaced by a placeholder the site step resolves per locale.

import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachElement } from './walk.ts';

export type LinkKind = 'external' | 'anchor' | 'markdown' | 'route' | 'relative';

/** One link as written in a document, with where it is. */
export interface DocLink {
  href: string;
  kind: LinkKind;
  line?: number;
  column?: number;
  /** For markdown links: the docs-relative path of the target file. */
  target?: string;
  /** The #fragment, decoded, without '#'. */
  anchor?: string;
}

/** Prefix of the placeholder href a markdown link carries until the site step resolves it. */
export const markdownLinkPrefix = 'ld:md/';

const scheme = /^[a-z][a-z0-9+.-]*:/i;

/** decodeURIComponent that leaves a malformed escape (`%zz`) as written instead of throwing. */
export function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Classifies an href and, for markdown links, resolves the target against the linking file. */
export function classifyLink(href: string, fromRelPath: string): Omit<DocLink, 'line' | 'column'> {
  if (scheme.test(href) || href.startsWith('//')) return { href, kind: 'external' };
  const hashAt = href.indexOf('#');
  const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0]!;
  const anchor = hashAt === -1 ? undefined : decode(href.slice(hashAt + 1));
  const withAnchor = <T extends object>(o: T) => (anchor === undefined ? o : { ...o, anchor });
  if (!pathPart) return withAnchor({ href, kind: 'anchor' as const });
  if (/\.mdx?$/i.test(pathPart)) {
    const decoded = decode(pathPart);
    const target = decoded.startsWith('/')
      ? path.posix.normalize(decoded.slice(1))
      : path.posix.normalize(path.posix.join(path.posix.dirname(fromRelPath), decoded));
    return withAnchor({ href, kind: 'markdown' as const, target });
  }
  return withAnchor({ href, kind: pathPart.startsWith('/') ? ('route' as const) : ('relative' as const) });
}

export function docLinks(file: VFile): DocLink[] {
  return ((file.data as { links?: DocLink[] }).links ??= []);
}

export default function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const links = docLinks(file);
    const from = String((file.data as { relPath?: string }).relPath ?? '');
    eachElement(tree, (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const link: DocLink = { ...classifyLink(node.properties.href, from) };
      if (node.position) {
        link.line = node.position.start.line;
        link.column = node.position.start.column;
      }
      links.push(link);
      if (link.kind === 'markdown') {
        node.properties.href = `${markdownLinkPrefix}${link.target}${link.anchor === undefined ? '' : `#${link.anchor}`}`;
      }
    });
  };
}
