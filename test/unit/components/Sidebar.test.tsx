// The sidebar's server markup: every category is a <details> holding all its links (a collapsed
// one closed, so a visitor without JavaScript still opens it), one holding the current page open.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItemView } from '../../../src/components/props.ts';
import { Sidebar } from '../../../src/components/Sidebar.tsx';
import { en } from '../../../src/i18n/locales/en.ts';

const link = (label: string, href: string): SidebarItemView => ({ type: 'link', label, href, docId: label });
const items: SidebarItemView[] = [
  link('Intro', '/docs/intro'),
  { type: 'link', label: 'Cookies', href: '/es/docs/cookies', docId: 'cookies', lang: 'en' },
  { type: 'category', label: 'Archive', collapsed: true, items: [link('Old terms', '/docs/archive/terms')] },
  { type: 'category', label: 'Guide', collapsed: false, items: [link('Privacy', '/docs/guide/privacy')] },
];

const render = (current: string) => {
  const html = renderToString(<Sidebar items={items} current={current} label="Docs sidebar" ui={en} fallbackTag="(inglés)" lang="en" />);
  const archive = /<details( open="")?><summary class="sidebar__category-button">Archive<\/summary>/.exec(html);
  return { html, open: archive ? Boolean(archive[1]) : undefined };
};

describe('Sidebar', () => {
  it('keeps a collapsed category’s links in the page, in a closed <details>', () => {
    const { html, open } = render('/docs/intro');
    expect(open).toBe(false);
    expect(html).toContain('href="/docs/archive/terms"');
    expect(html).toContain('href="/docs/guide/privacy"');
  });

  it('opens a collapsed category when it holds the current page', () => {
    const { html, open } = render('/docs/archive/terms');
    expect(open).toBe(true);
    expect(html).toContain('href="/docs/archive/terms" aria-current="page"');
  });

  it('marks an untranslated document: its name in its own language, tagged in the page’s', () => {
    const { html } = render('/docs/intro');
    expect(html).toContain('<a class="sidebar__link" href="/es/docs/cookies"><span lang="en">Cookies</span> <span class="fallback-tag">(inglés)</span></a>');
    expect(html).toContain('<a class="sidebar__link" href="/docs/intro" aria-current="page">Intro</a>');
  });

  it('makes a category with a page of its own a link beside a labelled toggle, current and open on its page', () => {
    const withPage: SidebarItemView[] = [{ type: 'category', label: 'Privacy', collapsed: true, href: '/docs/privacy', items: [link('Cookies', '/docs/privacy/cookies')] }];
    const html = (current: string) => renderToString(<Sidebar items={withPage} current={current} label="Docs sidebar" ui={en} fallbackTag="(English)" lang="en" />);
    expect(html('/docs/intro')).toMatch(
      /<a class="sidebar__link sidebar__category-link" href="\/docs\/privacy">Privacy<\/a><details><summary class="sidebar__category-toggle"><span class="sr-only sidebar__toggle-expand">Expand sidebar category &#x27;Privacy&#x27;<\/span><span class="sr-only sidebar__toggle-collapse">Collapse sidebar category &#x27;Privacy&#x27;<\/span><\/summary>/,
    );
    const onPage = html('/docs/privacy');
    expect(onPage).toContain('href="/docs/privacy" aria-current="page"');
    expect(onPage).toContain('<details open=""><summary class="sidebar__category-toggle">');
    expect(onPage).toContain('href="/docs/privacy/cookies"');
  });

  it('shows the entries a page carries of a category cut short, and a link to where they all are', () => {
    const cut: SidebarItemView[] = [
      { type: 'category', label: 'Archive', collapsed: true, items: [link('Old terms', '/docs/archive/terms')], more: { count: 120, href: '/docs#sidebar-main' } },
    ];
    const html = renderToString(<Sidebar items={cut} current="/docs/intro" label="Docs sidebar" ui={en} fallbackTag="(English)" lang="en" full="/assets/data/en-sidebar-1.json" more={{ count: 300, href: '/docs#sidebar-main' }} />);
    expect(html).toContain('href="/docs/archive/terms"');
    expect(html).toContain('<li><a class="sidebar__link sidebar__more" href="/docs#sidebar-main">Show all 120 items</a></li></ul></div></details>');
    // The top level's own entries left out, last in the list.
    expect(html).toMatch(/<a class="sidebar__link sidebar__more" href="\/docs#sidebar-main">Show all 300 items<\/a><\/li><\/ul><\/nav>$/);
  });
});

