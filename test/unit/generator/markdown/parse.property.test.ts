// Property tests: random markdown (headings with duplicates and punctuation, links to present and
// missing anchors, lists, tables, code, quotes, raw HTML) through parseMarkdown and the site step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/generator/check/check.ts';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';
import { decode } from '../../../../src/shared/urls.ts';
import { siteFrom } from '../../../helpers/site.ts';

const anchor = fc.constantFrom('terms', 'privacy', 'section', 'section-1', 'data', 'missing', 'rights-1', 'x', 'über', '');
const headingText = fc.oneof(
  fc.constantFrom('Terms', 'Privacy', 'Data', 'Rights', '1. Scope', 'Über uns', '数据', 'Rights'),
  fc.constantFrom('!!!', '🎉', '???', '…', '---', '`x`', '&amp;', '<b>x</b>', '[x]', '*', '🎉 🎉'),
  fc.string({ maxLength: 12 }),
);
const heading = fc
  .tuple(fc.integer({ min: 1, max: 4 }), headingText, fc.option(anchor.filter((a) => a !== '')))
  .map(([level, text, id]) => `${'#'.repeat(level)} ${text}${id === null ? '' : ` {#${id}}`}`);
const link = fc.oneof(
  anchor.map((a) => `[to ${a}](#${a})`),
  anchor.map((a) => `[other](other.md#${a})`),
  anchor.map((a) => `[other](/docs/other#${a})`),
  fc.constantFrom('[gone](missing.md)', '[ext](https://example.com/x)', '[home](/)', '[nowhere](/docs/nowhere)', '[rel](other)', '[odd](%zz)', '[mail](mailto:a@example.com)'),
);
const paragraph = fc.array(fc.oneof(fc.string({ maxLength: 20 }), link), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
const list = fc.array(paragraph, { minLength: 1, maxLength: 4 }).map((items) => items.map((item, i) => `${'  '.repeat(i % 3)}- ${item}`).join('\n'));
const cell = paragraph.map((p) => p.replace(/[|\n]/g, ' '));
const table = fc.tuple(cell, cell).map(([a, b]) => `| a | b |\n| - | - |\n| ${a} | ${b} |`);
const code = fc.string({ maxLength: 30 }).map((s) => `\`\`\`\n${s.replace(/`/g, '')}\n\`\`\``);
const rawHtml = fc.constantFrom(
  '<div id="terms">x</div>',
  '<p id="section">p</p>',
  '<script>window.__pwned = 1</script>',
  '<a href="javascript:alert(1)">j</a>',
  '<img src="x" onerror="alert(1)">',
  '<details><summary>s</summary>b</details>',
  '<a href="#data">raw link</a>',
);
const block = fc.oneof(heading, paragraph, list, table, code, rawHtml, paragraph.map((p) => `> ${p}`));
const markdown = fc.array(block, { maxLength: 12 }).map((blocks) => blocks.join('\n\n'));

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);
const hrefsIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x26;/g, '&'));

describe('random markdown', () => {
  it('parses without throwing, into unique, non-empty ids that the anchors list holds', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const doc = parseMarkdown({ file: 'content/docs/page.md', relPath: 'page.md', text });
        // The leading h1 is rendered by the layout, with its id: it is one of the page's ids too.
        const ids = [...idsIn(doc.html), ...(doc.heading ? [doc.heading.id] : [])];
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id !== '')).toBe(true);
        expect([...doc.anchors].sort()).toEqual([...ids].sort());
        expect(doc.html).not.toMatch(/<script|onerror=|javascript:/i);
      }),
      { numRuns: 200 },
    );
  });

  it('becomes pages whose every internal link resolves or is reported', () => {
    fc.assert(
      fc.property(markdown, markdown, (intro, other) => {
        const site = siteFrom({ 'en:intro.md': intro, 'en:other.md': other });
        const diagnostics = [...site.diagnostics, ...checkSite(site)];
        const routes = new Map(site.routes.map((r) => [r.path, r]));
        for (const page of Object.values(site.docs).flatMap((pages) => Object.values(pages))) {
          const reported = (codes: string[]) => diagnostics.some((d) => d.file === page.file && codes.includes(d.code));
          for (const href of hrefsIn(page.html)) {
            if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('ld:')) continue;
            if (href.startsWith('ld:')) {
              expect(reported(['missing-markdown-file']), `${page.permalink}: ${href}`).toBe(true);
              continue;
            }
            const url = new URL(href, `http://site${page.permalink}`);
            const route = routes.get(url.pathname);
            if (!route || route.kind === 'not-found') {
              expect(reported(['broken-link']), `${page.permalink}: ${href}`).toBe(true);
              continue;
            }
            const fragment = decode(url.hash.slice(1));
            if (!fragment || route.kind !== 'doc') continue;
            const target = site.docs[route.locale]![route.docId!]!;
            if (!target.anchors.includes(fragment)) expect(reported(['broken-anchor']), `${page.permalink}: ${href}`).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
