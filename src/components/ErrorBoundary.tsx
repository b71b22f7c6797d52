// Catches a rendering failure of the page below the navbar and shows 'This page crashed.' with
// the error text and 'Try again' (which renders the page again). In: UI strings, a reset key
// (the page path: a new page starts clean) and the page; out: the page or the fallback.

import { Component, type ReactNode } from 'react';
import type { Messages } from '../i18n/index.ts';

interface Props {
  ui: Messages;
  resetKey: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { ui } = this.props;
    return (
      <main id="main" className="page crash" tabIndex={-1}>
        <h1>{ui.pageCrashed}</h1>
        <pre className="crash__message">{error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {ui.tryAgain}
        </button>
      </main>
    );
  }
}
