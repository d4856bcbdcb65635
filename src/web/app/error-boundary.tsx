import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** When it changes (a navigation), a caught error is forgotten and the children tried again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/**
 * Catches errors thrown while rendering, including a lazily loaded page whose chunk could not be
 * downloaded. A class because React has no hook for this. It resets on a new resetKey rather
 * than being remounted with a `key`, so the pages below keep their state across navigations that
 * only change the search.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    hasError: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
