import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button } from '@shqcb/ui-kit';
import { isChunkLoadError } from './lazyScreen.ts';
import './RouteErrorBoundary.css';

interface Props {
  children: ReactNode;
  /** Called for a chunk-load failure; the shell reloads the page (SPEC §2). */
  onChunkError: (error: unknown) => void;
  onRetry: () => void;
}

interface State {
  error: unknown;
}

/**
 * Catches what a screen throws. A failed chunk reloads the page, which fetches the new file names
 * after a deploy; anything else is logged and the reader gets a way to try again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      this.props.onChunkError(error);
      return;
    }
    console.warn('[route error]', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="shq-state-page shq-route-error" role="alert">
        <p className="shq-route-error__title">页面加载失败</p>
        <p className="shq-route-error__text">请检查网络后重试</p>
        <Button onClick={this.retry}>重试</Button>
      </div>
    );
  }
}
