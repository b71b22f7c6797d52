// The sidebar's server markup: a collapsed category's items are left out until it is opened
// (pages stay small as documents multiply), while its button still controls an element.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItemView } from '../../../src/components/props.ts';
import { Sidebar } from '../../../src/components/Sidebar.tsx';
import { en } from '../../../src/i18n/locales/en.ts';

const link = (label: string, href: string): SidebarItemView => ({ type: 'link', label, href, docId: label });
const items: SidebarItemView[] = [
  link('Intro', '/docs/intro'),
  { type: 'category', label: 'Archive', collapsed: true, items: [link('Old terms', '/docs/archive/terms')] },
  { type: 'category', label: 'Guide', collapsed: false, items: [link('Privacy', '/docs/guide/privacy')] },
];

const render = (current: string) => {
  const html = renderToString(<Sidebar items={items} current={current} label="Docs sidebar" ui={en} />);
  const archive = /<button[^>]*aria-expanded="(true|false)"[^>]*aria-controls="([^"]+)"[^>]*>Archive<\/button>/.exec(html);
  return { html, expanded: archive?.[1], controls: archive?.[2] };
};

describe('Sidebar', () => {
  it('leaves a collapsed category’s links out of the page, keeping the element its button controls', () => {
    const { html, expanded, controls } = render('/docs/intro');
    expect(expanded).toBe('false');
    expect(html).toContain(`id="${controls}"`);
    expect(html).not.toContain('/docs/archive/terms');
    expect(html).toContain('/docs/guide/privacy');
  });

  it('renders a collapsed category’s links when it holds the current page', () => {
    const { html, expanded } = render('/docs/archive/terms');
    expect(expanded).toBe('true');
    expect(html).toContain('href="/docs/archive/terms"');
  });

  it('makes a category with a page of its own a link beside a labelled toggle, current and open on its page', () => {
    const withPage: SidebarItemView[] = [{ type: 'category', label: 'Privacy', collapsed: true, href: '/docs/privacy', items: [link('Cookies', '/docs/privacy/cookies')] }];
    const html = (current: string) => renderToString(<Sidebar items={withPage} current={current} label="Docs sidebar" ui={en} />);
    expect(html('/docs/intro')).toMatch(/<a class="sidebar__link sidebar__category-link" href="\/docs\/privacy">Privacy<\/a><button type="button" class="sidebar__category-toggle" aria-expanded="false" aria-controls="[^"]+" aria-label="Expand sidebar category &#x27;Privacy&#x27;"><\/button>/);
    const onPage = html('/docs/privacy');
    expect(onPage).toContain('href="/docs/privacy" aria-current="page"');
    expect(onPage).toContain('aria-label="Collapse sidebar category &#x27;Privacy&#x27;"');
    expect(onPage).toContain('href="/docs/privacy/cookies"');
  });
});
