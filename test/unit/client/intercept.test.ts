import { describe, expect, it } from 'vitest';
import { clickedUrl, type ClickInfo, type LinkInfo } from '../../../src/client/intercept.ts';

const plain: ClickInfo = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link: LinkInfo = { href: '/docs/x', target: null, download: false };
const base = 'https://docs.example.com/docs/intro';

describe('clickedUrl', () => {
  it('takes a plain left click on a link, resolved against the page', () => {
    expect(clickedUrl(plain, link, base)?.href).toBe('https://docs.example.com/docs/x');
    expect(clickedUrl(plain, { ...link, href: 'guide/terms#a' }, base)?.href).toBe('https://docs.example.com/docs/guide/terms#a');
    expect(clickedUrl(plain, { ...link, target: '_self' }, base)?.pathname).toBe('/docs/x');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
    ['a handler that already took it', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_name, change) => {
    expect(clickedUrl({ ...plain, ...change }, link, base)).toBeUndefined();
  });

  it.each([
    ['a target', { target: '_blank' }],
    ['a named target', { target: 'other' }],
    ['a download attribute', { download: true }],
    ['no href', { href: null }],
    ['an unparsable href', { href: 'http://[' }],
  ])('leaves a link with %s to the browser', (_name, change) => {
    expect(clickedUrl(plain, { ...link, ...change }, base)).toBeUndefined();
  });
});
