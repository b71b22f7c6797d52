import { describe, expect, it } from 'vitest';
import { compareDocuments, type SectionDiff } from '../../../../../src/generator/render/compare/document.ts';

const compare = (before: string, after: string, lang = 'en') => compareDocuments(before, after, lang).sections;
const summary = (sections: SectionDiff[]) => sections.map((s) => [s.id, s.change, s.moved]);
/** The body with the text marks written out, so expectations read like the page. */
const marked = (html: string) =>
  html
    .replace(/<span data-mark="(added|removed)-start"><\/span>/g, (_, c: string) => `{${c === 'added' ? '+' : '-'}`)
    .replace(/<span data-mark="(added|removed)-end"><\/span>/g, '}')
    .replace(/ class="diff-(ins|del)"/g, '');

describe('compareDocuments', () => {
  it('marks inserted and deleted words inside a changed paragraph, deletions first', () => {
    const [section] = compare('<p>We keep the quick logs for 30 days.</p>', '<p>We keep a slow log for 90 days.</p>');
    expect(section!.change).toBe('changed');
    expect(marked(section!.body)).toBe('<p>We keep <del>{-the quick logs}</del><ins>{+a slow log}</ins> for <del>{-30}</del><ins>{+90}</ins> days.</p>');
  });

  it('keeps changed words inside the links and emphasis they belong to', () => {
    const [section] = compare('<p>Read the <a href="/terms">old terms</a> and <strong>accept</strong> them.</p>', '<p>Read the <a href="/terms">new terms</a> and <strong>accept</strong> them.</p>');
    expect(marked(section!.body)).toBe('<p>Read the <a href="/terms"><del>{-old}</del><ins>{+new}</ins> terms</a> and <strong>accept</strong> them.</p>');
  });

  it('compares Chinese and Japanese a character at a time', () => {
    const [ja] = compare('<p>個人情報を収集します。</p>', '<p>個人データを収集しません。</p>', 'ja');
    expect(marked(ja!.body)).toBe('<p>個人<del>{-情報}</del><ins>{+データ}</ins>を収集しま<del>{-す}</del><ins>{+せん}</ins>。</p>');
    const [zh] = compare('<p>我们收集您的电子邮件地址。</p>', '<p>我们不收集您的电子邮件地址。</p>', 'zh-Hans');
    expect(marked(zh!.body)).toBe('<p>我们<ins>{+不}</ins>收集您的电子邮件地址。</p>');
  });

  it('matches sections by heading id: a renamed heading is an edit, not a removal', () => {
    const sections = compare('<h2 id="fees">2. Fees</h2><p>Free.</p>', '<h2 id="fees">2. Fees and refunds</h2><p>Free.</p>');
    expect(summary(sections)).toEqual([['fees', 'changed', false]]);
    expect(marked(sections[0]!.heading)).toBe('<h2 id="fees">2. Fees <ins>{+and refunds}</ins></h2>');
  });

  it('finds sections added, removed and reordered, and leaves a note where a moved one was', () => {
    const before = '<h2 id="a">A</h2><p>a</p><h2 id="b">B</h2><p>b</p><h2 id="c">C</h2><p>c</p><h2 id="gone">Gone</h2><p>old</p>';
    const after = '<h2 id="a">A</h2><p>a</p><h2 id="c">C</h2><p>c</p><h2 id="b">B</h2><p>b, changed</p><h2 id="new">New</h2><p>new</p>';
    const sections = compare(before, after);
    expect(summary(sections)).toEqual([
      ['a', 'same', false],
      ['b', 'moved-away', true],
      ['c', 'same', false],
      ['gone', 'removed', false],
      ['b', 'changed', true],
      ['new', 'added', false],
    ]);
    // A removed section keeps its id (links to it still land) and is struck through whole.
    expect(marked(sections[3]!.heading)).toBe('<h2 id="gone" class="diff-block--removed"><del>{-Gone}</del></h2>');
    expect(marked(sections[5]!.body)).toBe('<p class="diff-block--added"><ins>{+new}</ins></p>');
  });

  it('translations that keep their ids compare correctly', () => {
    const sections = compare('<h2 id="fees">2. Tarifas</h2><p>Gratis.</p><h2 id="law">3. Ley</h2><p>España.</p>', '<h2 id="law">3. Ley</h2><p>España.</p><h2 id="fees">2. Tarifas</h2><p>Gratis.</p>', 'es');
    expect(summary(sections).filter(([, change]) => change !== 'moved-away')).toEqual([
      ['law', 'same', false],
      ['fees', 'same', true],
    ]);
  });

  it('pairs list items by likeness and marks a new item whole', () => {
    const [section] = compare('<ul><li>Your name.</li><li>Your email address.</li></ul>', '<ul><li>Your name.</li><li>Your IP address.</li><li>Your email address.</li></ul>');
    expect(marked(section!.body)).toBe('<ul><li>Your name.</li><li class="diff-block--added"><ins>{+Your IP address.}</ins></li><li>Your email address.</li></ul>');
  });

  it('keeps table cells in their columns, a changed number inside its cell', () => {
    const [section] = compare('<table><tbody><tr><td>Pro</td><td>10</td></tr></tbody></table>', '<table><tbody><tr><td>Pro</td><td>12</td></tr></tbody></table>');
    expect(marked(section!.body)).toBe('<table><tbody><tr><td>Pro</td><td><del>{-10}</del><ins>{+12}</ins></td></tr></tbody></table>');
  });

  it('shows a rewritten item as one removed and one added, and a rewritten cell whole, instead of confetti', () => {
    const [list] = compare('<ul><li>Keep logs forever for safety.</li></ul>', '<ul><li>Delete everything after ninety days unless required.</li></ul>');
    expect(marked(list!.body)).toBe(
      '<ul><li class="diff-block--removed"><del>{-Keep logs forever for safety.}</del></li><li class="diff-block--added"><ins>{+Delete everything after ninety days unless required.}</ins></li></ul>',
    );
    const [table] = compare('<table><tbody><tr><td>Logs</td><td>Kept forever for safety.</td></tr></tbody></table>', '<table><tbody><tr><td>Logs</td><td>Deleted after ninety days.</td></tr></tbody></table>');
    expect(marked(table!.body)).toBe('<table><tbody><tr><td>Logs</td><td><del>{-Kept forever for safety.}</del><ins>{+Deleted after ninety days.}</ins></td></tr></tbody></table>');
  });

  it('finds nothing to mark in an unchanged document, and never repeats an id of the newer text', () => {
    const html = '<p>Intro.</p><h2 id="a">A</h2><p id="note">A note.</p>';
    expect(compare(html, html).every((s) => s.change === 'same' && !s.body.includes('data-mark'))).toBe(true);
    const [, a] = compare('<p>Intro.</p><h2 id="a">A</h2><p id="note">An old note.</p>', '<p>Intro.</p><h2 id="a">A</h2><p id="note">A note, later.</p><p>More.</p>');
    expect(a!.body.match(/id="note"/g)).toHaveLength(1);
  });

  it('tells a section that only got a new number from one whose heading or text changed', () => {
    const sections = compare(
      '<h2 id="law">4. Law</h2><p>Israel.</p><h2 id="fees">5. Fees</h2><p>Ten.</p><h2 id="terms">V. Terms</h2><p>t</p>',
      '<h2 id="law">5. Law</h2><p>Israel.</p><h2 id="fees">6. Fees</h2><p>Twelve.</p><h2 id="terms">VI. Terms</h2><p>t</p>',
    );
    expect(summary(sections)).toEqual([
      ['law', 'renumbered', false],
      ['fees', 'changed', false],
      ['terms', 'renumbered', false],
    ]);
    expect(summary(compare('<h2 id="x">Virus</h2><p>a</p>', '<h2 id="x">Viruses</h2><p>a</p>'))).toEqual([['x', 'changed', false]]);
  });

  it('shows a pure insertion as an insertion only: no space or punctuation struck through, however diff aligned it', () => {
    const body = (before: string, after: string) => marked(compare(`<p>${before}</p>`, `<p>${after}</p>`)[0]!.body);
    expect(body('Read the Cookie Policy, updated yearly.', 'Read the Cookie Policy (the Policy), updated yearly.')).toBe('<p>Read the Cookie Policy <ins>{+(the Policy)}</ins>, updated yearly.</p>');
    expect(body('the Policy, updated', 'the Policy and the Privacy Policy, updated')).toBe('<p>the Policy <ins>{+and the Privacy Policy}</ins>, updated</p>');
    expect(body('Exchange, Cobaltix Demand, Glimmerfen', 'Exchange, Cobaltix Creative, Cobaltix Demand, Glimmerfen')).toBe('<p>Exchange, <ins>{+Cobaltix Creative,}</ins> Cobaltix Demand, Glimmerfen</p>');
    expect(body('Kept.', 'New text. Kept.')).toBe('<p><ins>{+New text.}</ins> Kept.</p>');
    expect(body('Old text. Kept.', 'Kept.')).toBe('<p><del>{-Old text.}</del> Kept.</p>');
  });

  it('counts no change for whitespace, and keeps words before punctuation when both could be kept', () => {
    const [same] = compare('<p>Policy ,  updated\nyearly</p>', '<p>Policy, updated yearly</p>');
    expect(same!.change).toBe('same');
    expect(same!.body).not.toContain('data-mark');
    expect(marked(compare('<p>a, b and c</p>', '<p>a; b, and c</p>')[0]!.body)).toBe('<p>a<del>{-,}</del><ins>{+;}</ins> b<ins>{+,}</ins> and c</p>');
  });

  it('pairs table rows by their first cell: a vendor replaced by another is a row removed and a row added', () => {
    const row = (name: string, data: string) => `<tr><td>${name}</td><td>${data}</td></tr>`;
    const table = (...rows: string[]) => `<table><tbody>${rows.join('')}</tbody></table>`;
    const data = 'Advertising identifier, truncated IP address, device information, ad events';
    const [section] = compare(table(row('Acme Ads', data), row('Quiverlake Creative', 'Ad slot context, device type, language')), table(row('Acme Ads', `${data}, consent signals`), row('Rookwell Bidding', data)));
    const body = marked(section!.body);
    expect(body).toContain(`<tr><td>Acme Ads</td><td>${data}<ins>{+, consent signals}</ins></td></tr>`);
    expect(body).toContain('<tr class="diff-block--removed"><td class="diff-block--removed"><del>{-Quiverlake Creative}</del></td>');
    expect(body).toContain('<tr class="diff-block--added"><td class="diff-block--added"><ins>{+Rookwell Bidding}</ins></td>');
  });

  it('shows a section rewritten throughout as replaced: its old text struck through, then its new text', () => {
    const old = ['We may share your data with partners for marketing.', 'Data is kept as long as the account exists.'];
    const fresh = ['Nothing about you is sold or handed to advertisers.', 'Records go after ninety days unless a court orders otherwise.'];
    const [section] = compare(`<h2 id="s">S</h2>${old.map((p) => `<p>${p}</p>`).join('')}`, `<h2 id="s">S</h2>${fresh.map((p) => `<p>${p}</p>`).join('')}`);
    expect(section!.change).toBe('changed');
    expect(marked(section!.body)).toBe(
      [...old.map((p) => `<p class="diff-block--removed"><del>{-${p}}</del></p>`), ...fresh.map((p) => `<p class="diff-block--added"><ins>{+${p}}</ins></p>`)].join(''),
    );
  });

  it('shows a paragraph too long and too changed to compare within the section’s budget as replaced', () => {
    // Three words kept, three replaced, all along: phrases in common, and thousands of edits.
    const words = Array.from({ length: 6000 }, (_, i) => `w${i}`);
    const edit = (w: string, i: number) => (i % 6 >= 3 ? `x${i}` : w);
    const before = words.join(' ');
    const after = words.map(edit).join(' ');
    const [section] = compare(`<p>${before}</p>`, `<p>${after}</p>`);
    expect(marked(section!.body)).toBe(`<p><del>{-${before}}</del><ins>{+${after}}</ins></p>`);
    // The same edits in a paragraph of ordinary length are marked word by word.
    const [short] = compare(`<p>${words.slice(0, 30).join(' ')}</p>`, `<p>${words.slice(0, 30).map(edit).join(' ')}</p>`);
    expect(marked(short!.body)).toContain('w2 <del>{-w3 w4 w5}</del><ins>{+x3 x4 x5}</ins> w6');
  });
});
