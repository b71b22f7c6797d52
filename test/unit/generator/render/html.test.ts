import { describe, expect, it } from 'vitest';
import { prePaintScript } from '../../../../src/generator/render/html.ts';

type KeyListener = (event: object) => void;
let keyListeners: KeyListener[] = [];

/** Runs the pre-paint script against a fake document and storage; returns <html>'s data attributes. */
function run(script: string, stored: Record<string, string> | 'blocked', systemDark = false, attributes: Record<string, string> = {}): Record<string, string> {
  const dataset: Record<string, string> = { ...attributes };
  keyListeners = [];
  const storage =
    stored === 'blocked'
      ? undefined
      : { getItem: (k: string) => stored[k] ?? null };
  const scope = {
    document: { documentElement: { dataset, hasAttribute: (name: string) => name === 'data-hydrated' && 'hydrated' in dataset } },
    addEventListener: (type: string, listener: KeyListener) => type === 'keydown' && keyListeners.push(listener),
    matchMedia: (query: string) => ({ matches: query.includes('dark') ? systemDark : !systemDark }),
    get localStorage() {
      if (!storage) throw new Error('blocked');
      return storage;
    },
  };
  new Function('scope', `with (scope) { ${script} }`)(scope);
  return dataset;
}

const colorMode = { defaultMode: 'dark' as const, disableSwitch: false, respectPrefersColorScheme: false };
const announcementBar = { id: 'n1', content: 'x', latestChange: false, backgroundColor: '#000', textColor: '#fff', isCloseable: true };

describe('prePaintScript', () => {
  it('applies the stored theme, else the configured default, also when storage is blocked', () => {
    const script = prePaintScript({ colorMode, announcementBar: undefined });
    expect(run(script, { theme: 'light' }).theme).toBe('light');
    expect(run(script, { theme: 'purple' }).theme).toBe('dark');
    expect(run(script, 'blocked').theme).toBe('dark');
  });

  it('follows the system preference only when configured, and never over a stored choice', () => {
    const light = { ...colorMode, defaultMode: 'light' as const };
    expect(run(prePaintScript({ colorMode: light, announcementBar: undefined }), {}, true).theme).toBe('light');
    const respecting = prePaintScript({ colorMode: { ...light, respectPrefersColorScheme: true }, announcementBar: undefined });
    expect(run(respecting, {}, true).theme).toBe('dark');
    expect(run(respecting, { theme: 'light' }, true).theme).toBe('light');
  });

  it('marks a dismissed announcement bar only while its id (on <html>) matches', () => {
    const script = prePaintScript({ colorMode, announcementBar });
    const dismissed = { 'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'n1' };
    const page = { announcementId: 'n1' };
    expect('announcementDismissed' in run(script, dismissed, false, page)).toBe(true);
    expect('announcementDismissed' in run(script, { ...dismissed, 'docusaurus.announcement.id': 'n0' }, false, page)).toBe(false);
    // A newer change announced under a new id shows again.
    expect('announcementDismissed' in run(script, dismissed, false, { announcementId: 'n2' })).toBe(false);
    expect('announcementDismissed' in run(script, 'blocked', false, page)).toBe(false);
  });

  it('is the same script whatever the bar announces, so the Content-Security-Policy hash holds', () => {
    expect(prePaintScript({ colorMode, announcementBar })).toBe(prePaintScript({ colorMode, announcementBar: { ...announcementBar, id: 'other', latestChange: true } }));
  });

  it('keeps a search shortcut pressed before hydration, and none typed in a field or after hydration', () => {
    const dataset = run(prePaintScript({ colorMode, announcementBar: undefined }), {});
    const press = (key: string, init: { ctrlKey?: boolean; tagName?: string } = {}) => {
      let prevented = false;
      const event = { key, ctrlKey: init.ctrlKey ?? false, metaKey: false, altKey: false, target: { tagName: init.tagName ?? 'BODY', isContentEditable: false }, preventDefault: () => (prevented = true) };
      for (const listener of keyListeners) listener(event);
      return prevented;
    };
    expect(press('/', { tagName: 'INPUT' })).toBe(false);
    expect(press('k')).toBe(false);
    expect('searchPending' in dataset).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect('searchPending' in dataset).toBe(true);
    delete dataset.searchPending;
    expect(press('/')).toBe(true);
    expect('searchPending' in dataset).toBe(true);
    delete dataset.searchPending;
    dataset.hydrated = '';
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect('searchPending' in dataset).toBe(false);
  });
});
