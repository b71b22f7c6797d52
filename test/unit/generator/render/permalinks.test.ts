import { describe, expect, it } from 'vitest';
import { addPermalinks } from '../../../../src/generator/render/permalinks.ts';

const label = 'Direct link to {heading}';

describe('addPermalinks', () => {
  it.each([
    ['<h2 id="payment">2. Payment</h2>', '<h2 id="payment">2. Payment<a class="hash-link" href="#payment" aria-label="Direct link to 2. Payment" title="Direct link to 2. Payment"></a></h2>'],
    ['<h6 id="x">Deep</h6>', '<h6 id="x">Deep<a class="hash-link" href="#x" aria-label="Direct link to Deep" title="Direct link to Deep"></a></h6>'],
    [
      '<h3 class="c" id="q">Say <code>"hi"</code> &#x26; go</h3>',
      '<h3 class="c" id="q">Say <code>"hi"</code> &#x26; go<a class="hash-link" href="#q" aria-label="Direct link to Say &#x22;hi&#x22; &#x26; go" title="Direct link to Say &#x22;hi&#x22; &#x26; go"></a></h3>',
    ],
  ])('%s', (html, out) => expect(addPermalinks(html, label)).toBe(out));

  it('leaves the title, headings without an id and other elements alone', () => {
    const html = '<h1 id="t">Title</h1><h2>No id</h2><p id="p">Text</p>';
    expect(addPermalinks(html, label)).toBe(html);
  });
});
