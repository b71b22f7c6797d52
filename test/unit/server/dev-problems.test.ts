import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { problemTracker } from '../../../src/server/dev-problems.ts';

const error = (message: string, line = 3): Diagnostic => ({ severity: 'error', code: 'broken-link', message, file: 'content/docs/a.md', line, column: 1 });
const warning = (message: string, file = 'content/i18n/de/docs/a.md'): Diagnostic => ({ severity: 'warning', code: 'translated-version-mismatch', message, file, line: 4, column: 17 });

describe('problemTracker', () => {
  it('knows only errors until every document is checked, then takes the warnings found as the baseline', () => {
    const tracker = problemTracker();
    expect(tracker.update([error('a'), warning('old')], false)).toEqual({ appeared: [error('a')], gone: [] });
    expect(tracker.overlay()).toEqual({ problems: [error('a')] });
    // The first full check prints everything itself: nothing "appears".
    expect(tracker.update([error('a'), warning('old')], true)).toEqual({ appeared: [], gone: [] });
    expect(tracker.overlay()).toEqual({ problems: [error('a')] });
  });

  it('tells what an edit brought and what it fixed, and shows the warnings edits brought', () => {
    const tracker = problemTracker();
    tracker.update([warning('old')], true);
    const change = tracker.update([warning('old'), warning('new', 'content/i18n/fr/docs/a.md'), error('broken')], true);
    expect(change).toEqual({ appeared: [warning('new', 'content/i18n/fr/docs/a.md'), error('broken')], gone: [] });
    expect(tracker.overlay().problems).toEqual([error('broken'), warning('new', 'content/i18n/fr/docs/a.md')]);
    expect(tracker.overlay().fixed).toBeUndefined();

    const fixed = tracker.update([warning('old')], true);
    expect(fixed).toEqual({ appeared: [], gone: [warning('new', 'content/i18n/fr/docs/a.md'), error('broken')] });
    expect(tracker.overlay()).toEqual({ problems: [], fixed: { id: 1, items: fixed.gone } });
    // The next change that fixes nothing ends the notice.
    tracker.update([warning('old')], true);
    expect(tracker.overlay()).toEqual({ problems: [] });
  });

  it('takes a problem moved to another line by an edit above it for the same problem', () => {
    const tracker = problemTracker();
    tracker.update([error('a', 3)], true);
    expect(tracker.update([error('a', 5)], true)).toEqual({ appeared: [], gone: [] });
  });

  it('shows a warning of the baseline once it was fixed and an edit brings it back', () => {
    const tracker = problemTracker();
    tracker.update([warning('old')], true);
    tracker.update([], true);
    expect(tracker.update([warning('old')], true).appeared).toEqual([warning('old')]);
    expect(tracker.overlay().problems).toEqual([warning('old')]);
  });
});
