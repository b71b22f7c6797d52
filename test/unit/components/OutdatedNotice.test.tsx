import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutdatedNotice } from '../../../src/components/OutdatedNotice.tsx';
import type { OutdatedView } from '../../../src/components/outdated-props.ts';
import { messagesFor } from '../../../src/i18n/index.ts';

// An outdated translation's notice names the source version the page stands for: "in force" only
// when it is, the day it takes effect when it is not yet (a new version published ahead).
const view = (upcoming: boolean, date = true): OutdatedView => ({
  ...(date ? { date: { text: '2 June 2025', iso: '2025-06-02' } } : {}),
  current: { text: '15 January 2027', iso: '2027-01-15' },
  ...(upcoming ? { upcoming: true } : {}),
  language: 'Englisch',
  lang: 'en',
  sourceHref: '/docs/cookies',
  replaced: false,
});
const text = (outdated: OutdatedView, locale: string) => renderToString(<OutdatedNotice outdated={outdated} ui={messagesFor(locale)} />).replace(/<[^>]+>/g, '');

describe('OutdatedNotice', () => {
  it('calls the source version in force only when it is', () => {
    expect(text(view(false), 'en')).toContain('is the one in force');
    expect(text(view(false, false), 'en')).toContain('version in force, effective 15 January 2027');
    for (const date of [true, false]) {
      const upcoming = text(view(true, date), 'en');
      expect(upcoming).toContain('takes effect on 15 January 2027');
      expect(upcoming).not.toMatch(/in force/);
      expect(text(view(true, date), 'de')).toContain('die am 15 January 2027 in Kraft tritt');
    }
  });
});
