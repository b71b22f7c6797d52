// A document's relative references rewritten for a copy of it elsewhere, so every link and image
// leads where it led: `.md` links and files from the copy's folder, page URLs from the copy's page.
// In: the markdown text, the docs-relative paths and page addresses of the original and the copy;
// out: the text with only those references changed, byte for byte elsewhere.

import path from 'node:path';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { classifyLink } from '../generator/markdown/plugins/links.ts';

export interface Placement {
  /** The file's path below the docs (or translations) folder. */
  relPath: string;
  /** What the page's relative URLs resolve against: its address ('/docs/a/b'), or its folder's ('/docs/a/'). */
  linkBase: string;
}

const frontMatter = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** A tag's name, read where its < is (sticky). */
const tagName = /<([a-z][a-z0-9-]*)/iy;
// href, src and srcset attributes of raw HTML, quoted or not.
const attributes = /\b(href|src|srcset)(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** A relative path written as a document would: `./x`, `../x`. */
const relative = (fromDir: string, to: string) => {
  const rel = path.posix.relative(fromDir, to);
  return rel.startsWith('../') || rel === '..' ? rel : `./${rel}`;
};

/** The href of one reference, rewritten for the copy (or the same when it needs no change). */
function moved(href: string, from: Placement, to: Placement, embed: boolean): string {
  const link = classifyLink(href, from.relPath, embed);
  const hashAt = href.search(/[?#]/);
  const rest = hashAt === -1 ? '' : href.slice(hashAt);
  const encoded = /%[0-9a-f]{2}/i.test(hashAt === -1 ? href : href.slice(0, hashAt));
  const write = (p: string) => (encoded ? encodeURI(p) : p) + rest;
  if (link.kind === 'markdown' && !link.rooted) {
    // A link to the document itself means the text it is in: the copy.
    const target = link.target === from.relPath ? to.relPath : link.target!;
    return write(relative(path.posix.dirname(to.relPath), target));
  }
  if (link.kind === 'file') return write(relative(path.posix.dirname(to.relPath), path.posix.join(path.posix.dirname(from.relPath), link.target!)));
  if (link.kind === 'relative') {
    const target = new URL(href, `http://site${from.linkBase}`).pathname;
    const toDir = to.linkBase.endsWith('/') ? to.linkBase : path.posix.dirname(to.linkBase);
    return write(relative(toDir, decodeURI(target)));
  }
  return href;
}

/** Where a reference's URL is in the text, and whether it names something shown (an image). */
interface Spot {
  start: number;
  end: number;
  embed: boolean;
  /** Written between `<` and `>`, which may hold spaces. */
  bracketed: boolean;
}

/** The destinations of links, images and definitions, and the URL attributes of raw HTML. */
function spots(body: string): Spot[] {
  const events = postprocess(parse({ extensions: [gfm()] }).document().write(preprocess()(body, undefined, true)));
  const out: Spot[] = [];
  const open: string[] = [];
  for (const [kind, token] of events) {
    if (token.type === 'image' || token.type === 'link') {
      if (kind === 'enter') open.push(token.type);
      else open.pop();
    }
    if (kind !== 'enter') continue;
    if (token.type === 'resourceDestinationString' || token.type === 'definitionDestinationString') {
      const start = token.start.offset;
      out.push({ start, end: token.end.offset, embed: open.at(-1) === 'image', bracketed: body[start - 1] === '<' });
    }
    if (token.type === 'htmlFlow' || token.type === 'htmlText') {
      const html = body.slice(token.start.offset, token.end.offset);
      for (const m of html.matchAll(attributes)) {
        const value = m[3] ?? m[4] ?? m[5] ?? '';
        const valueStart = token.start.offset + m.index + m[1]!.length + m[2]!.length + (m[5] === undefined ? 1 : 0);
        // The tag the attribute is in opens at the last < before it (a pattern anchored at the end
        // of the text before it backtracked over each tag name: quadratic, regexes.test found).
        tagName.lastIndex = html.lastIndexOf('<', m.index);
        const tag = tagName.lastIndex >= 0 ? tagName.exec(html)?.[1]?.toLowerCase() : undefined;
        const isImage = tag === 'img' || tag === 'source' || m[1]!.toLowerCase() !== 'href';
        if (m[1]!.toLowerCase() === 'srcset') {
          // "a.png 1x, b.png 2x": each candidate's URL is a reference of its own.
          for (const c of value.matchAll(/[^\s,][^\s]*/g)) if (!/^\d+(\.\d+)?[wx]$/.test(c[0])) out.push({ start: valueStart + c.index, end: valueStart + c.index + c[0].length, embed: true, bracketed: true });
        } else out.push({ start: valueStart, end: valueStart + value.length, embed: isImage, bracketed: true });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The text with its relative references rewritten for the copy at `to` of the document at `from`. */
export function relink(text: string, from: Placement, to: Placement): string {
  const head = frontMatter.exec(text)?.[0] ?? '';
  const body = text.slice(head.length);
  let out = '';
  let at = 0;
  for (const spot of spots(body)) {
    const href = body.slice(spot.start, spot.end);
    const next = moved(href, from, to, spot.embed);
    if (next === href) continue;
    out += body.slice(at, spot.start) + (!spot.bracketed && /[\s()]/.test(next) ? `<${next}>` : next);
    at = spot.end;
  }
  return head + out + body.slice(at);
}
