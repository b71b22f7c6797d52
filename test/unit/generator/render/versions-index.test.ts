import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageTextHash } from '../../../../src/generator/render/versions-index.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('pageTextHash', () => {
  it('hashes the text a browser reads from the HTML: entities decoded, tags and comments dropped, white space collapsed', () => {
    const html = '<h2 id="a">1. Scope<a class="hash-link" href="#a" aria-label="Link to 1. Scope"></a></h2>\n<p>Fees &amp; <strong>refunds</strong>\n   apply.<!-- draft --></p>\n<table><tr><td>Pro</td><td>12</td></tr></table>';
    expect(pageTextHash(html)).toBe(sha256('1. Scope Fees & refunds apply. Pro12'));
  });

  it('gives texts that differ only in white space or Unicode composition the same hash, and others another', () => {
    expect(pageTextHash('<p>Caf\u00e9   terms</p>')).toBe(pageTextHash('<p>Cafe\u0301\nterms</p>'));
    expect(pageTextHash('<p>12 euros</p>')).not.toBe(pageTextHash('<p>15 euros</p>'));
  });
});
