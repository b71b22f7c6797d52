import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../../src/components/Footer.tsx';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { socialIconPath } from '../../../../src/generator/render/social-icons.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

describe('social icons', () => {
  it('draws each named icon, and the plain link for a name without one', () => {
    expect(socialIconPath('youtube')).toMatch(/^M23\.5 6\.5/);
    expect(socialIconPath('discord')).not.toBe(socialIconPath('youtube'));
    expect(socialIconPath('no-such-network')).toBe(socialIconPath('link'));
  });

  it('reach the footer through the page data, drawn inline and hidden from screen readers', () => {
    const links = [
      { label: 'Overwolf on YouTube', href: 'https://youtube.example/ow', icon: 'youtube' as const },
      { label: 'Our blog', href: 'https://blog.example/', icon: 'link' as const },
    ];
    const site = siteFrom({ 'en:intro.md': '---\ntitle: Intro\n---\n\nText.\n' }, { ...baseConfig, footer: { ...baseConfig.footer, links } });
    const props = pageProps(site, site.routes.find((r) => r.kind === 'doc')!);
    expect(props.chrome.socialLinks).toEqual(links.map(({ label, href, icon }) => ({ label, href, iconPath: socialIconPath(icon) })));
    const html = renderToString(<Footer chrome={props.chrome} ui={props.ui} />);
    expect(html).toContain('aria-label="Overwolf on YouTube"');
    expect(html).toContain(`<path fill="currentColor" d="${socialIconPath('youtube')}"></path>`);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });
});
