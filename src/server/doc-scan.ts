// A cheap first look at a document for `dev`: front matter and title, no markdown parse, so the
// route table and sidebars of a large site exist within moments of starting.
// In: a markdown input; out: a Doc with an empty body, replaced once the document is parsed.

import path from 'node:path';
import { parseFrontMatter, type FrontMatter } from '../generator/markdown/frontmatter.ts';
import type { Doc, MarkdownInput } from '../generator/markdown/parse.ts';

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
// The keys routes and sidebars read; the rest waits for the full parse.
const routeKeys: Record<string, 'string' | 'number' | 'boolean'> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  slug: 'string',
  sidebar_position: 'number',
  draft: 'boolean',
  unlisted: 'boolean',
  // Versions are routes too (changes pages, previous-versions lists).
  effective_date: 'string',
  version_of: 'string',
};

/**
 * Reads the route keys when each is a one-line plain or simply quoted scalar — what front matter
 * nearly always holds — at a fraction of a YAML parse and schema check; undefined otherwise.
 */
function quickFrontMatter(yaml: string): FrontMatter | undefined {
  const out: Record<string, string | number | boolean> = {};
  for (const line of yaml.split(/\r?\n/)) {
    const m = /^([A-Za-z_]+):(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
    const type = m && routeKeys[m[1]!];
    if (!type) continue;
    let value = m[2] ?? '';
    if (value === '' || /^[|>&*!{[%@`]/.test(value) || value.includes(' #')) return undefined;
    if (/^'(?:[^']|'')*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
    else if (/^"[^"\\]*"$/.test(value)) value = value.slice(1, -1);
    else if (/^['"]/.test(value)) return undefined;
    if (type === 'number') {
      if (!/^-?\d+(?:\.\d+)?$/.test(value)) return undefined;
      out[m[1]!] = Number(value);
    } else if (type === 'boolean') {
      if (value !== 'true' && value !== 'false') return undefined;
      out[m[1]!] = value === 'true';
    } else out[m[1]!] = value;
  }
  return out as FrontMatter;
}

// A leading `# Title` (an explicit `{#id}` or `{: #id}` and closing hashes dropped, inline marks stripped).
const h1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+\{:?[ \t]*#[^}]*\})?(?:[ \t]+#+)?[ \t]*$/m;

/** The document as far as routes and sidebars need it; the body stays empty. */
export function scanDoc(input: MarkdownInput): Doc {
  const match = frontMatterBlock.exec(input.text);
  const frontMatter = match ? (quickFrontMatter(match[1]!) ?? parseFrontMatter(match[1]!, input.file, 2).data) : {};
  // Searching the body for a heading costs more than the rest of the scan: only without a title.
  const heading = () => h1.exec(match ? input.text.slice(match[0].length) : input.text)?.[1]?.replace(/[*_`]/g, '').trim();
  return {
    file: input.file,
    relPath: input.relPath,
    frontMatter,
    frontMatterAt: {},
    title: frontMatter.title ?? heading() ?? path.posix.basename(input.relPath).replace(/\.mdx?$/i, ''),
    html: '',
    links: [],
    anchors: [],
    headings: [],
    sections: [],
    diagnostics: [],
  };
}
