import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** What to show instead of the chart, with a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called on retry, before the chart renders again (e.g. to start a fresh import). */
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a chart that fails to load or render from taking the page (and its data table) down. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
