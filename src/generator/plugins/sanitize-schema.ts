// The HTML allow-list for documents: hast-util-sanitize's GitHub-like default, adjusted.
// In: nothing; out: the schema rehype-sanitize applies to every document.

import { defaultSchema, type Options } from 'rehype-sanitize';

/**
 * What a document may contain. Starting point: the default schema (GitHub's rules: no script,
 * style, iframe, form, on* handlers, or javascript:/data: URLs). Changes:
 * - ids are kept as written (no `user-content-` prefix), because heading ids are public anchors
 *   that links and translations rely on; the client never reads globals an id could shadow.
 * - `<mark>`, `<abbr title>` and `<section>` are allowed for legal text.
 */
export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark', 'abbr', 'section'],
  attributes: {
    ...defaultSchema.attributes,
    abbr: ['title'],
    section: ['className'],
  },
};
