// The container directive syntax alone: `:::name[label]{attributes}` … `:::` becomes a
// containerDirective node; text (`:name`) and leaf (`::name`) directives stay ordinary text.
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkContainerDirectives from '../../../../../src/generator/markdown/plugins/directives.ts';

const parse = (markdown: string) => unified().use(remarkParse).use(remarkContainerDirectives).parse(markdown);

describe('remarkContainerDirectives', () => {
  it('reads a container directive with its name, label, attributes and content', () => {
    const [node] = parse(':::note[Read this]{#first .wide}\nBody *text*.\n:::\n').children;
    expect(node).toMatchObject({ type: 'containerDirective', name: 'note', attributes: { id: 'first', class: 'wide' } });
    const children = (node as { children: { type: string; data?: unknown }[] }).children;
    // The label is the first paragraph, flagged as such; the content follows.
    expect(children.map((c) => c.type)).toEqual(['paragraph', 'paragraph']);
    expect(children[0]!.data).toEqual({ directiveLabel: true });
  });

  it('nests a container with more colons around one with fewer', () => {
    const [outer] = parse('::::warning\n:::tip\ninside\n:::\n::::\n').children;
    expect(outer).toMatchObject({ type: 'containerDirective', name: 'warning', children: [{ type: 'containerDirective', name: 'tip' }] });
  });

  it.each([
    ['a text directive', 'See note:thing and :abbr[x].'],
    ['a leaf directive', '::youtube[Video]{v=1}'],
  ])('leaves %s as a paragraph of text', (_, markdown) => {
    const tree = parse(`${markdown}\n`);
    expect(tree.children.map((c) => c.type)).toEqual(['paragraph']);
    expect(JSON.stringify(tree)).not.toMatch(/Directive/);
  });
});
