// Heading permalinks: every h2–h6 with an id ends with a link to itself, shown on hover and focus,
// named for screen readers in the page's language, so a reader can link to a clause. Its "#" is
// drawn by site.css, so it is never part of the heading's selected or copied text. In: a document's
// HTML (as our pipeline serialises it) and the label with {heading}; out: the HTML with the links.

import { format } from '../../i18n/index.ts';

// Opening tags are found by a pattern, their ends by searching the string: a pattern reaching from
// an opening tag to its end retried the rest of the page from every unclosed one.
const opening = /<h([2-6])(\s[^<>]*)>/g;
const idOf = /\bid="([^"]+)"/;

/** The heading's text as an attribute value: tags dropped, entities kept, quotes escaped. */
const textOf = (inner: string) => inner.replace(/<(?:[^<>"]|"[^"]*")*>/g, '').replace(/\s+/g, ' ').trim().replace(/"/g, '&#x22;');

export function addPermalinks(html: string, label: string): string {
  let out = '';
  let copied = 0;
  // Once a level's closing tag is not found, none comes later: not searched for again.
  const unclosed = new Set<string>();
  for (const m of html.matchAll(opening)) {
    const [tag, level, attrs] = m as unknown as [string, string, string];
    const id = idOf.exec(attrs)?.[1];
    if (m.index < copied || id === undefined || unclosed.has(level)) continue;
    const start = m.index + tag.length;
    const end = html.indexOf(`</h${level}>`, start);
    if (end === -1) {
      unclosed.add(level);
      continue;
    }
    const inner = html.slice(start, end);
    const name = format(label, { heading: textOf(inner) });
    out += `${html.slice(copied, start)}${inner}<a class="hash-link" href="#${id}" aria-label="${name}" title="${name}"></a>`;
    copied = end;
  }
  return out + html.slice(copied);
}
