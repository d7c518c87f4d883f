import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: string;
}

/** Catches rendering errors below it, logs them to the console and shows the fallback screen. */
export class ErrorBoundary extends Component<Props, { error: Error | null; resetKey?: string }> {
  override state: { error: Error | null; resetKey?: string } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey?: string }) {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected rendering error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
  }
}
