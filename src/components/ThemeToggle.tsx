// The dark/light switch. The icon follows <html data-theme> through CSS, so the server HTML is
// right before hydration whatever the stored theme; the label is corrected after mount.
// In: UI strings and the configured default; out: a button that flips and stores the theme,
// and follows changes made in other tabs.

import { useEffect, useState } from 'react';
import { storage } from '../client/storage.ts';
import type { Messages } from '../i18n/index.ts';

type Mode = 'light' | 'dark';

function currentMode(fallback: Mode): Mode {
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : fallback;
}

function apply(mode: Mode): void {
  document.documentElement.dataset.theme = mode;
}

export function ThemeToggle({ ui, defaultMode }: { ui: Messages; defaultMode: Mode }) {
  const [mode, setMode] = useState<Mode>(defaultMode);
  useEffect(() => {
    setMode(currentMode(defaultMode));
    return storage.subscribe('theme', (value) => {
      if (value !== 'light' && value !== 'dark') return;
      apply(value);
      setMode(value);
    });
  }, [defaultMode]);
  const flip = () => {
    const next: Mode = currentMode(defaultMode) === 'dark' ? 'light' : 'dark';
    apply(next);
    storage.set('theme', next);
    setMode(next);
  };
  return (
    <button type="button" className="theme-toggle" onClick={flip} aria-label={mode === 'dark' ? ui.switchToLight : ui.switchToDark}>
      <svg className="theme-toggle__icon theme-toggle__icon--sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className="theme-toggle__icon theme-toggle__icon--moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" fill="currentColor" />
      </svg>
    </button>
  );
}
