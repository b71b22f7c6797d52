// The HTML allow-list for documents: hast-util-sanitize's GitHub-like default, adjusted.
// In: nothing; out: the schema rehype-sanitize applies to every document.

import { defaultSchema, type Options } from 'rehype-sanitize';
import { admonitionTitles, titleClass } from './admonitions.ts';
import { tabsClasses } from './mdx.ts';

/**
 * What a document may contain (content/README.md, "Raw HTML", is the authors' version). Starting
 * point: the default schema — GitHub's rules: only formatting, table, list, details and image
 * elements; no script, style, iframe, object, form, svg, math, meta, base or link; no on*
 * handlers, style, srcdoc or formaction attributes; URLs only http(s), mailto (links) and
 * relative ones, so no javascript: or data:. Changes:
 * - ids are kept as written (no `user-content-` prefix), because heading ids are public anchors
 *   that links and translations rely on; the client never reads globals an id could shadow.
 *   `name` keeps the prefix: `<img name="getElementById">` would shadow `document` methods.
 * - `<style>` is dropped with its text, like `<script>`, rather than leaving the CSS as prose.
 * - `<mark>`, `<abbr title>`, `<section>`, `<u>`, `<small>`, `<cite>`, `<dfn>`, `<time>`, table
 *   captions and column groups, `<figure>` and `<figcaption>` are allowed for legal text (Mozilla's
 *   terms underline with `<u>`; exported tables carry `<caption>` and `<colgroup>`).
 * - `<aside>` is allowed, and admonitions keep their classes and `role="note"` (only those values).
 * - Tab panels (from Docusaurus's <Tabs>, plugins/mdx.ts) keep their classes (only those values);
 *   plugins/tabs.ts, after the sanitiser, makes them tabs.
 */
export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobber: ['name'],
  strip: [...(defaultSchema.strip ?? []), 'style'],
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark', 'abbr', 'section', 'aside', 'u', 'small', 'cite', 'dfn', 'time', 'caption', 'colgroup', 'col', 'figure', 'figcaption'],
  attributes: {
    ...defaultSchema.attributes,
    abbr: ['title'],
    section: ['className'],
    aside: [['className', 'admonition', ...Object.keys(admonitionTitles).map((type) => `admonition--${type}`)], ['role', 'note']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', ...Object.values(tabsClasses).filter((c) => c !== tabsClasses.label)]],
    p: [['className', titleClass, tabsClasses.label]],
  },
};
