// The dark/light switch. The icon follows <html data-theme> through CSS, so the server HTML is
// right before hydration whatever the stored theme; the label is corrected after mount.
// In: UI strings and the configured default; out: a button that flips and stores the theme.

import { useEffect, useState } from 'react';
import type { Messages } from '../i18n/index.ts';

type Mode = 'light' | 'dark';

function currentMode(fallback: Mode): Mode {
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : fallback;
}

export function ThemeToggle({ ui, defaultMode }: { ui: Messages; defaultMode: Mode }) {
  const [mode, setMode] = useState<Mode>(defaultMode);
  useEffect(() => setMode(currentMode(defaultMode)), [defaultMode]);
  const flip = () => {
    const next: Mode = currentMode(defaultMode) === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Storage can be blocked (private mode, policies); the theme still applies to this page.
    }
    setMode(next);
  };
  return (
    <button type="button" className="theme-toggle" onClick={flip} aria-label={mode === 'dark' ? ui.switchToLight : ui.switchToDark}>
      <span className="theme-toggle__icon" aria-hidden="true" />
    </button>
  );
}
