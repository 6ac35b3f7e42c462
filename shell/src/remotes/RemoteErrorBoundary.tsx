import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a failure; `retry` clears it and tries again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}
