import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../../../../src/generator/render/compare/document.ts';
import { OPENING_ID, renderChanges } from '../../../../../src/generator/render/compare/render.ts';
import { messagesFor } from '../../../../../src/i18n/index.ts';

const before = '<p>Intro.</p><h2 id="a">A</h2><p>Same.</p><h3 id="a1">A.1</h3><p>Old words.</p><h2 id="b">B</h2><p>b</p><h2 id="c">C</h2><p>c</p><h2 id="gone">Gone</h2><p>bye</p>';
const after = '<p>Intro, longer.</p><h2 id="a">A</h2><p>Same.</p><h3 id="a1">A.1</h3><p>New words.</p><h2 id="c">C</h2><p>c</p><h2 id="b">B</h2><p>b</p><h2 id="new">New</h2><p>hi</p>';

describe('renderChanges', () => {
  const diff = compareDocuments(before, after, 'en');

  it('counts the sections changed, added, removed and moved, and lists them in reading order', () => {
    const { counts, sections } = renderChanges(diff, messagesFor('en'));
    expect(counts).toEqual({ changed: 2, added: 1, removed: 1, moved: 1, renumbered: 0 });
    expect(sections).toEqual([
      { id: OPENING_ID, title: 'Opening text', badges: ['changed'] },
      { id: 'a1', title: 'A.1', badges: ['changed'] },
      { id: 'gone', title: 'Gone', badges: ['removed'] },
      { id: 'b', title: 'B', badges: ['moved'] },
      { id: 'new', title: 'New', badges: ['added'] },
    ]);
  });

  it('labels each section in words and fills the text marks in the page’s language', () => {
    const { html } = renderChanges(diff, messagesFor('es'));
    expect(html).toContain('<span class="change__badge change__badge--removed">Eliminada</span>');
    expect(html).toContain('<del class="diff-del"><span class="diff-mark">[eliminado: </span>Old<span class="diff-mark">]</span></del>');
    expect(html).toContain('<ins class="diff-ins"><span class="diff-mark">[añadido: </span>New<span class="diff-mark">]</span></ins>');
    expect(html).not.toContain('data-mark');
    // Where B was, a note links to where it went.
    expect(html).toContain('<p class="change change--moved-away">Aquí estaba antes la sección <a href="#b">B</a>, que se ha movido.</p>');
  });

  it('keeps the heading of an unchanged section around a changed subsection (context), and gives the opening text an id', () => {
    const { html } = renderChanges(diff, messagesFor('en'));
    expect(html).toMatch(/<section class="change change--same change--context"><h2 id="a">A<\/h2>/);
    expect(html).toMatch(/<section class="change change--same"><h2 id="c">C<\/h2>/);
    expect(html).toContain(`<section class="change change--diff change--changed" id="${OPENING_ID}">`);
    // Unchanged opening text is no heading to keep: it is hidden with the other unchanged sections.
    const same = renderChanges(compareDocuments('<p>Intro.</p><h2 id="a">A</h2><p>a</p>', '<p>Intro.</p><h2 id="a">A</h2><p>b</p>', 'en'), messagesFor('en'));
    expect(same.html).toContain(`<section class="change change--same" id="${OPENING_ID}">`);
  });

  it('counts renumbered sections, badges them, but keeps them out of the list and the "changed only" view', () => {
    const renumbered = renderChanges(compareDocuments('<h2 id="a">2. A</h2><p>a</p><h2 id="b">3. B</h2><p>b</p>', '<h2 id="new">2. New</h2><p>n</p><h2 id="a">3. A</h2><p>a</p><h2 id="b">4. B</h2><p>b</p>', 'en'), messagesFor('en'));
    expect(renumbered.counts).toMatchObject({ added: 1, renumbered: 2 });
    expect(renumbered.sections.map((s) => s.id)).toEqual(['new']);
    expect(renumbered.html).toContain('<section class="change change--same change--renumbered"><h2 id="a">');
    expect(renumbered.html).toContain('<span class="change__badge change__badge--renumbered">Renumbered</span>');
  });
});
