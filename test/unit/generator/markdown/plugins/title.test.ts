// The leading title alone: a first `h1` leaves the body and its text and id go to file.data.h1; so
// does a first lower heading of a document with no h1 and no front-matter title; any other first block stays.
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeTitle from '../../../../../src/generator/markdown/plugins/title.ts';

function run(html: string, frontMatter: Record<string, unknown> = {}) {
  const tree = fromHtml(html, { fragment: true });
  const file = new VFile({ data: { frontMatter } });
  rehypeTitle()(tree, file);
  return { html: toHtml(tree), h1: (file.data as { h1?: unknown }).h1 };
}

describe('rehypeTitle', () => {
  it('takes a leading h1 out with the blank line after it, keeping its text and id', () => {
    expect(run('<h1 id="terms">Terms of <em>Use</em></h1>\n<p>Body.</p>')).toEqual({ html: '<p>Body.</p>', h1: { text: 'Terms of Use', id: 'terms' } });
  });

  it('looks past blank text before the h1', () => {
    expect(run('\n\n<h1 id="t">T</h1><p>Body.</p>')).toEqual({ html: '\n\n<p>Body.</p>', h1: { text: 'T', id: 't' } });
  });

  it.each([
    ['text comes first', '<p>Intro.</p><h1 id="t">T</h1>'],
    ['the first heading is an h2 and an h1 follows', '<h2 id="a">A</h2><p>Body.</p><h1 id="t">T</h1>'],
    ['bare text comes first', 'Intro.<h1 id="t">T</h1>'],
  ])('leaves the body alone when %s', (_, html) => {
    expect(run(html)).toEqual({ html, h1: undefined });
  });

  it('titles a document that opens with a lower heading and has no h1 by that heading, as GitHub Pages does', () => {
    expect(run('<h2 id="terms-of-service">Terms of Service</h2>\n<p><em>Last Updated: April 10, 2026</em></p><h2 id="the-gist">The Gist</h2>')).toEqual({
      html: '<p><em>Last Updated: April 10, 2026</em></p><h2 id="the-gist">The Gist</h2>',
      h1: { text: 'Terms of Service', id: 'terms-of-service' },
    });
  });

  it('leaves a leading lower heading in the body when the front matter gives the title', () => {
    const html = '<h2 id="scope">Scope</h2><p>Body.</p>';
    expect(run(html, { title: 'Privacy Notice' })).toEqual({ html, h1: undefined });
  });
});
