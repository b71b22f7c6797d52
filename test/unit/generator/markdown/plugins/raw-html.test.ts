// Raw HTML alone: `raw` nodes become elements the sanitiser can judge; a tree without any is left
// as it is (not re-parsed: that costs a share of the whole parse).
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeRawHtml from '../../../../../src/generator/markdown/plugins/raw-html.ts';

describe('rehypeRawHtml', () => {
  it('turns raw HTML into elements', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'See ' }, { type: 'raw', value: '<abbr title="General Data Protection Regulation">GDPR</abbr>' }] }],
    };
    const out = rehypeRawHtml()(tree, new VFile()) as Root;
    expect(toHtml(out)).toBe('<p>See <abbr title="General Data Protection Regulation">GDPR</abbr></p>');
    expect((out.children[0] as Element).children.map((c) => c.type)).toEqual(['text', 'element']);
  });

  it('returns a tree without raw HTML untouched', () => {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'plain' }] }] };
    const before = structuredClone(tree);
    expect(rehypeRawHtml()(tree, new VFile())).toBe(tree);
    expect(tree).toEqual(before);
  });
});
