// The sidebar's server markup: a collapsed category's items are left out until it is opened
// (pages stay small as documents multiply), while its button still controls an element.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItemView } from '../../../src/components/props.ts';
import { Sidebar } from '../../../src/components/Sidebar.tsx';

const link = (label: string, href: string): SidebarItemView => ({ type: 'link', label, href, docId: label });
const items: SidebarItemView[] = [
  link('Intro', '/docs/intro'),
  { type: 'category', label: 'Archive', collapsed: true, items: [link('Old terms', '/docs/archive/terms')] },
  { type: 'category', label: 'Guide', collapsed: false, items: [link('Privacy', '/docs/guide/privacy')] },
];

const render = (current: string) => {
  const html = renderToString(<Sidebar items={items} current={current} label="Docs sidebar" />);
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
});
