import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../../../../src/generator/render/compare/document.ts';
import { countLabels, OPENING_ID, renderChanges } from '../../../../../src/generator/render/compare/render.ts';
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

describe('countLabels', () => {
  const all = { changed: 4, added: 1, removed: 2, moved: 1, renumbered: 5 };
  const texts = (counts: Parameters<typeof countLabels>[0], locale: string, lang = locale) => countLabels(counts, messagesFor(locale), lang).map((c) => c.text);

  it('names the sections in the first clause only, in the form the plural rules choose, leaving out zero counts', () => {
    expect(countLabels(all, messagesFor('en'), 'en')).toEqual([
      { badge: 'changed', text: '4 sections changed' },
      { badge: 'added', text: '1 added' },
      { badge: 'removed', text: '2 removed' },
      { badge: 'moved', text: '1 moved' },
      { badge: 'renumbered', text: '5 renumbered' },
    ]);
    expect(texts({ changed: 0, added: 1, removed: 0, moved: 0, renumbered: 2 }, 'en')).toEqual(['1 section added', '2 renumbered']);
    expect(texts({ changed: 1, added: 0, removed: 0, moved: 0, renumbered: 0 }, 'en')).toEqual(['1 section changed']);
    expect(texts({ changed: 0, added: 0, removed: 0, moved: 0, renumbered: 0 }, 'en')).toEqual([]);
  });

  it('agrees in number (and gender) in every language, with Polish’s three plural forms', () => {
    expect(texts(all, 'es')).toEqual(['4 secciones modificadas', '1 añadida', '2 eliminadas', '1 movida', '5 renumeradas']);
    expect(texts({ ...all, changed: 1, removed: 1 }, 'fr')).toEqual(['1 section modifiée', '1 ajoutée', '1 supprimée', '1 déplacée', '5 renumérotées']);
    expect(texts({ changed: 0, added: 2, removed: 5, moved: 22, renumbered: 1 }, 'pl')).toEqual(['2 sekcje dodane', '5 usuniętych', '22 przeniesione', '1 ze zmienioną numeracją']);
    expect(texts({ changed: 1, added: 0, removed: 0, moved: 0, renumbered: 0 }, 'pl')).toEqual(['1 sekcja zmieniona']);
    expect(texts(all, 'ja')).toEqual(['セクションの変更 4 件', '追加 1 件', '削除 2 件', '移動 1 件', '番号変更 5 件']);
    expect(texts({ ...all, changed: 1200 }, 'de')[0]).toBe('1.200 Abschnitte geändert');
  });
});
