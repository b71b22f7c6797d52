// Heading permalinks: every h2–h6 with an id ends with a link to itself, shown on hover and focus,
// named for screen readers in the page's language, so a reader can link to a clause. Its "#" is
// drawn by site.css, so it is never part of the heading's selected or copied text. In: a document's
// HTML (as our pipeline serialises it) and the label with {heading}; out: the HTML with the links.

import { format } from '../../i18n/index.ts';

const heading = /<h([2-6])(\s[^>]*?\bid="([^"]+)"[^>]*)>([\s\S]*?)<\/h\1>/g;

/** The heading's text as an attribute value: tags dropped, entities kept, quotes escaped. */
const textOf = (inner: string) => inner.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().replace(/"/g, '&#x22;');

export function addPermalinks(html: string, label: string): string {
  return html.replace(heading, (_whole, level: string, attrs: string, id: string, inner: string) => {
    const name = format(label, { heading: textOf(inner) });
    return `<h${level}${attrs}>${inner}<a class="hash-link" href="#${id}" aria-label="${name}" title="${name}"></a></h${level}>`;
  });
}
