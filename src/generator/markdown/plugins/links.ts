// rehype plugin: records every link and file reference in a document and marks the ones the site
// step resolves. In: a sanitised hast tree and the document's docs-relative path; out:
// file.data.links, each .md href replaced by a placeholder the site step resolves per locale, and
// each reference to a file beside the document (`<img src>`, `<source srcset>`, a link to
// `./forms/dpa.pdf`) by a placeholder the site step turns into the published file's URL.

import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { shownUrl } from '../../../diagnostics/diagnostic.ts';
import { decode } from '../../../shared/urls.ts';
import { eachElement } from './walk.ts';

export type LinkKind = 'external' | 'anchor' | 'markdown' | 'route' | 'relative' | 'file';

/** One link as written in a document, with where it is. */
export interface DocLink {
  href: string;
  kind: LinkKind;
  line?: number;
  column?: number;
  /**
   * For markdown links: the docs-relative path of the target file. For file references: the path
   * as written, decoded and normalised, relative to the folder of the document's own file.
   */
  target?: string;
  /** The #fragment, decoded, without '#'. */
  anchor?: string;
  /** Set for `<img>` and `<source>`: the target is shown on the page, so it must be a file. */
  embed?: true;
  /**
   * Set for a markdown link written from the site root (`/guide/a.md`, `/docs/guide/a.md`): its
   * target is docs-relative, and the site step also tries it from the site folder, as Docusaurus does.
   */
  rooted?: true;
  /**
   * docs.github.com's `[AUTOTITLE](link)`: the link's text is its target's title, filled in by the
   * site step (the HTML carries the href as written until then, and `data-autotitle`).
   */
  autotitle?: true;
}

/** Prefix of the placeholder href a markdown link carries until the site step resolves it: then the target, URI-component encoded. */
export const markdownLinkPrefix = 'ld:md/';
/** Prefix of the placeholder a file reference carries: then the href as written, URI-component encoded. */
export const fileLinkPrefix = 'ld:file/';

const scheme = /^[a-z][a-z0-9+.-]*:/i;
/** A last path segment with a file extension (a letter first: `./v1.2` is more likely a page). */
const fileName = /\.[a-z][a-z0-9]*$/i;

/**
 * Classifies an href and, for markdown links, resolves the target against the linking file.
 * `embed` marks an image source: a relative one always names a file.
 */
export function classifyLink(href: string, fromRelPath: string, embed = false): Omit<DocLink, 'line' | 'column'> {
  if (scheme.test(href) || href.startsWith('//')) return { href, kind: 'external' };
  const hashAt = href.indexOf('#');
  const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0]!;
  const anchor = hashAt === -1 ? undefined : decode(href.slice(hashAt + 1));
  const finish = <T extends object>(o: T) => ({ ...o, ...(anchor === undefined ? {} : { anchor }), ...(embed ? { embed: true as const } : {}) });
  if (!pathPart) return finish({ href, kind: 'anchor' as const });
  const decoded = decode(pathPart);
  if (/\.mdx?$/i.test(pathPart)) {
    if (decoded.startsWith('/')) return finish({ href, kind: 'markdown' as const, target: path.posix.normalize(decoded.slice(1)), rooted: true as const });
    return finish({ href, kind: 'markdown' as const, target: path.posix.normalize(path.posix.join(path.posix.dirname(fromRelPath), decoded)) });
  }
  if (pathPart.startsWith('/')) return finish({ href, kind: 'route' as const });
  const last = pathPart.slice(pathPart.lastIndexOf('/') + 1);
  if (embed || (fileName.test(last) && !/\.html?$/i.test(last))) return finish({ href, kind: 'file' as const, target: path.posix.normalize(decoded) });
  return finish({ href, kind: 'relative' as const });
}

export function docLinks(file: VFile): DocLink[] {
  return ((file.data as { links?: DocLink[] }).links ??= []);
}

/** The attribute marking an `[AUTOTITLE](…)` link for the site step (autotitle.ts there). */
export const autotitleAttribute = 'data-autotitle';

/** Whether a link's only content is the word AUTOTITLE. */
const isAutotitle = (node: Element) => node.children.length === 1 && node.children[0]!.type === 'text' && node.children[0]!.value.trim() === 'AUTOTITLE';

/** The placeholder a file reference carries until the site step resolves it. */
const filePlaceholder = (href: string) => `${fileLinkPrefix}${encodeURIComponent(href)}`;

export default function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const links = docLinks(file);
    const from = String((file.data as { relPath?: string }).relPath ?? '');
    const record = (node: Element, href: string, embed: boolean): DocLink => {
      const link: DocLink = { ...classifyLink(href, from, embed) };
      if (node.position) {
        link.line = node.position.start.line;
        link.column = node.position.start.column;
      }
      links.push(link);
      return link;
    };
    eachElement(tree, (node: Element) => {
      const { href, src, srcSet } = node.properties;
      if (node.tagName === 'a' && typeof href === 'string') {
        const link = record(node, href, false);
        if (isAutotitle(node)) {
          link.autotitle = true;
          // Until the site step knows the target's title, and when it never does, the link shows its address.
          node.children = [{ type: 'text', value: shownUrl(href) }];
          node.properties.dataAutotitle = '';
        }
        if (link.kind === 'markdown') {
          // Encoded, so a file name with `&` or `"` survives the HTML it is written into; a leading
          // "/" keeps a link from the site root told apart (linkedDocument in the site step).
          node.properties.href = `${markdownLinkPrefix}${encodeURIComponent(`${link.rooted ? '/' : ''}${link.target!}`)}${link.anchor === undefined ? '' : `#${link.anchor}`}`;
        } else if (link.kind === 'file') node.properties.href = filePlaceholder(href);
      }
      if (node.tagName === 'img' && typeof src === 'string' && src) {
        if (record(node, src, true).kind === 'file') node.properties.src = filePlaceholder(src);
      }
      if (node.tagName === 'source' && typeof srcSet === 'string') {
        // "a.png 1x, b.png 2x": each candidate's URL is a reference of its own.
        node.properties.srcSet = srcSet
          .split(',')
          .map((candidate) => {
            const [url, ...descriptor] = candidate.trim().split(/\s+/);
            if (!url) return candidate.trim();
            const kept = record(node, url, true).kind === 'file' ? filePlaceholder(url) : url;
            return [kept, ...descriptor].join(' ');
          })
          .join(', ');
      }
    });
  };
}
