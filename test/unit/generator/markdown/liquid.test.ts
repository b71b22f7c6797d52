import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/generator/markdown/parse.ts';
import type { Variables } from '../../../../src/generator/markdown/liquid.ts';

const parse = (text: string, variables: Variables = {}) => parseMarkdown({ file: 'Policies/terms.md', relPath: 'terms.md', text, options: { variables, mdxInMarkdown: false } });
const where = (text: string, variables?: Variables) => parse(text, variables).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);

const variables: Variables = {
  site: { company: 'Acme Ltd', founded: 1999 },
  variables: { contact: { contact_support: '[Acme Support](https://support.example.com)' } },
  reusables: { appeals: 'You may appeal a decision.\n\nWrite to appeals@example.com within 30 days.' },
};

describe('Liquid templating', () => {
  it('warns at each tag outside code, which stays as written', () => {
    const text = 'Contact {% data variables.contact.contact_support %} or {{ site.company }}.\n\n{% include footer.html %}\n\n`{{ site.company }}` and\n\n```liquid\n{% if x %}\n```\n';
    const doc = parse(text);
    expect(doc.html).toContain('<p>Contact {% data variables.contact.contact_support %} or {{ site.company }}.</p>\n<p>{% include footer.html %}</p>\n<p><code>{{ site.company }}</code> and</p>');
    expect(where(text)).toEqual([
      '1:9 warning liquid-not-expanded Liquid "{% data variables.contact.contact_support %}" is not expanded (the config\'s variables have no "variables.contact.contact_support"), so it shows as written',
      '1:57 warning liquid-not-expanded Liquid "{{ site.company }}" is not expanded (the config\'s variables have no "site.company"), so it shows as written',
      '3:1 warning liquid-not-expanded Liquid "{% include footer.html %}" is not expanded (legaldocs runs no templates), so it shows as written',
    ]);
    expect(parse(text).diagnostics[0]!.hint).toBe("Give its value in the config: variables: { variables: { contact: { contact_support: '…' } } }, or write the text itself.");
  });

  it('shows the config’s values, as markdown, in text, links and raw HTML', () => {
    const text = 'Contact {% data variables.contact.contact_support %}, {{site.company}} (since {{ site.founded -}} ).\n\nSee [our site]({{ site.url }}/terms) and <abbr title="{{ site.company }}">Acme</abbr>.\n';
    const doc = parse(text, { ...variables, site: { ...variables.site as Variables, url: 'https://acme.example.com' } });
    expect(doc.html).toBe(
      '<p>Contact <a href="https://support.example.com">Acme Support</a>, Acme Ltd (since 1999).</p>\n<p>See <a href="https://acme.example.com/terms">our site</a> and <abbr title="Acme Ltd">Acme</abbr>.</p>',
    );
    expect(doc.diagnostics).toEqual([]);
    expect(doc.links.map((l) => l.href)).toEqual(['https://support.example.com', 'https://acme.example.com/terms']);
  });

  it('puts a value of several paragraphs on a line of its own, in a list item too, and nowhere inside a sentence', () => {
    const doc = parse('Intro.\n\n{% data reusables.appeals %}\n\n- {% data reusables.appeals %}\n\nAnd {% data reusables.appeals %} here.\n', variables);
    const appeal = '<p>You may appeal a decision.</p>\n<p>Write to <a href="mailto:appeals@example.com">appeals@example.com</a> within 30 days.</p>';
    expect(doc.html).toBe(`<p>Intro.</p>\n${appeal}\n<ul>\n<li>\n${appeal}\n</li>\n</ul>\n<p>And {% data reusables.appeals %} here.</p>`);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '7:5 Liquid "{% data reusables.appeals %}" stands for several lines, which cannot go inside a sentence, so it shows as written',
    ]);
  });

  it('reports what it finds after a value where it was written', () => {
    const text = 'Contact {% data reusables.appeals %}\n\n- {% data reusables.appeals %} [x](./missing.md) {{ site.nothing }}\n\n## Heading\n\n:::nope\n:::\n';
    const doc = parse(text, variables);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['1:9 liquid-not-expanded', '3:50 liquid-not-expanded', '7:1 unknown-admonition']);
    expect(doc.links.map((l) => `${l.line}:${l.column}`)).toEqual(['3:3', '3:32']);
    expect(doc.headings.map((h) => h.line)).toEqual([5]);
  });

  it('suggests the closest variable there is', () => {
    expect(parse('{{ site.compnay }}\n', variables).diagnostics[0]!.hint).toMatch(/^Did you mean "site.company"\?/);
  });

  it('shows {% raw %} … {% endraw %} as its text, with no warning', () => {
    const doc = parse('Write {% raw %}{{ page.title }}{% endraw %} in a template.\n');
    expect(doc.html).toBe('<p>Write {{ page.title }} in a template.</p>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('warns at any Liquid output or tag, and leaves braces that hold none alone', () => {
    const text = 'A set {a, b}, {{ page.title | upcase }}, {{color: "red"}}, {%if x%} and {% 100 %}.\n';
    expect(parse(text).diagnostics.map((d) => `${d.column} ${d.message}`)).toEqual([
      '15 Liquid "{{ page.title | upcase }}" is not expanded (legaldocs runs no templates), so it shows as written',
      '60 Liquid "{%if x%}" is not expanded (legaldocs runs no templates), so it shows as written',
    ]);
  });
});
