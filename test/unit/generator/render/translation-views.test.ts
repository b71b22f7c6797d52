// Where an outdated translation's notes go in its body: after the heading of a changed or removed
// section, at the top for a changed opening text, and where a section the source added would be.
import { describe, expect, it } from 'vitest';
import type { OutdatedView } from '../../../../src/components/outdated-props.ts';
import { messagesFor } from '../../../../src/i18n/index.ts';
import { markOutdatedSections } from '../../../../src/generator/render/translation-views.ts';

const body = '<p>Einleitung.</p><h2 id="use">1. Nutzung<a class="hash-link" href="#use"></a></h2><p>A.</p><h2 id="contact">2. Kontakt</h2><p>B.</p>';
const view = (sections: OutdatedView['sections'], replaced = false): OutdatedView => ({ language: 'Englisch', lang: 'en', sourceHref: '/docs/c', sections, replaced });
const notes = (html: string) => [...html.matchAll(/<p class="doc__outdated-section" role="note">(.*?)<\/p>(<h2 id="\w+"|$)?/g)].map((m) => `${m[1]!.replace(/<[^>]+>/g, '')} @${m[2] ?? ''}`);

describe('markOutdatedSections', () => {
  const de = messagesFor('de');

  it('notes a changed section after its heading and a changed opening text at the top', () => {
    const html = markOutdatedSections(body, view([{ id: '', title: '', change: 'changed', href: '/docs/c' }, { id: 'use', title: '1. Nutzung', change: 'changed', href: '/docs/c#use' }]), de);
    expect(html.startsWith('<p class="doc__outdated-section" role="note">Dieser Abschnitt wurde in der Fassung auf Englisch geändert.')).toBe(true);
    expect(html).toContain('</h2><p class="doc__outdated-section" role="note">Dieser Abschnitt wurde in der Fassung auf Englisch geändert. <a href="/docs/c#use" hreflang="en">Auf Englisch lesen</a></p><p>A.</p>');
  });

  it('puts an added section where it would be: before the next heading the translation has, else at the end', () => {
    const html = markOutdatedSections(
      body,
      view([
        { id: 'opt-out', title: '2. Opt out', lang: 'en', change: 'added', href: '/docs/c#opt-out', before: 'contact' },
        { id: 'appeals', title: '4. Appeals', lang: 'en', change: 'added', href: '/docs/c#appeals' },
      ]),
      de,
    );
    expect(notes(html)).toEqual(['Die Fassung auf Englisch hat an dieser Stelle einen neuen Abschnitt: 2. Opt out @<h2 id="contact"', 'Die Fassung auf Englisch hat an dieser Stelle einen neuen Abschnitt: 4. Appeals @']);
    expect(html).toContain('<a href="/docs/c#opt-out" hreflang="en" lang="en">2. Opt out</a>');
  });

  it('escapes what the source says and marks nothing where the source text is shown instead', () => {
    const html = markOutdatedSections(body, view([{ id: 'x', title: '<img src=x onerror=alert(1)>', lang: 'en', change: 'added', href: '/docs/c#x' }]), de);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;</a></p>');
    expect(markOutdatedSections(body, view([{ id: 'use', title: '1. Use', change: 'changed', href: '/docs/c#use' }], true), de)).toBe(body);
  });
});
