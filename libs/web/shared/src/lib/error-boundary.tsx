import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  padding: 20px;
  border: 1px solid #fecaca;
  background: #fef2f2;
  border-radius: ${({ theme }) => theme.radius.md};
  color: #7f1d1d;
`;

/** The message and retry action shown when a region fails to load. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Panel role="alert">
      <strong>{title}</strong>
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </Panel>
  );
}

interface Props {
  /** What failed, in the visitor's words, e.g. "We couldn't show the collars." */
  title: string;
  children: ReactNode;
}

/** Keeps a failure in one region of a page from blanking the whole page. */
export class RegionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorPanel
          title={this.props.title}
          message="Something went wrong while showing this section. Please reload the page."
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
