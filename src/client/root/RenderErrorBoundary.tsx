/**
 * Catches errors thrown while rendering a page and shows the "Page Error" page: "This page
 * crashed.", the error message and a "Try again" button (spec section 8). Showing another
 * route (resetKey changes) clears the error.
 */
import { Component, type ReactNode, useEffect } from 'react';

interface Props {
  /** Changes whenever a different route state is shown; a new state gets a fresh try. */
  resetKey: unknown;
  baseUrl: string;
  /** Loads the current route again and renders it. */
  onTryAgain: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: unknown;
}

export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError error={error} baseUrl={this.props.baseUrl} onTryAgain={this.props.onTryAgain} />;
  }
}

function PageError({ error, baseUrl, onTryAgain }: { error: Error; baseUrl: string; onTryAgain: () => void }) {
  useEffect(() => {
    document.title = 'Page Error';
  }, []);
  return (
    <main id="__main" className="page-error" tabIndex={-1}>
      <h1>This page crashed.</h1>
      <p className="page-error__message">{error.message}</p>
      <button type="button" className="button" onClick={onTryAgain}>
        Try again
      </button>
      <p>
        <a href={baseUrl}>Go to the home page</a>
      </p>
    </main>
  );
}
