// Tree walking alone: every node (or element) below the root, depth-first in document order.
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { eachElement, eachNode } from '../../../../../src/generator/markdown/plugins/walk.ts';

const tree = () => fromHtml('<p>a<b>b</b></p><ul><li>c</li></ul>', { fragment: true });
const label = (node: { type: string; tagName?: string; value?: string }) => node.tagName ?? `${node.type}:${node.value}`;

describe('eachNode', () => {
  it('calls back for every node below the root, parents before children, in document order', () => {
    const seen: string[] = [];
    expect(eachNode<Nodes>(tree(), (node) => void seen.push(label(node)))).toBe(true);
    expect(seen).toEqual(['p', 'text:a', 'b', 'text:b', 'ul', 'li', 'text:c']);
  });

  it('stops at the first node the callback returns false for, and says so', () => {
    const seen: string[] = [];
    expect(eachNode<Nodes>(tree(), (node) => (seen.push(label(node)), !(node.type === 'element' && node.tagName === 'b')))).toBe(false);
    expect(seen).toEqual(['p', 'text:a', 'b']);
  });
});

describe('eachElement', () => {
  it('calls back for elements only, in document order', () => {
    const seen: string[] = [];
    eachElement(tree(), (element) => seen.push(element.tagName));
    expect(seen).toEqual(['p', 'b', 'ul', 'li']);
  });
});
