import type { ReactNode } from 'react';
import { PrimaryButton } from '@bcg/web/shared';
import styled from 'styled-components';

export const Card = styled.section`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  > p {
    margin: 0 0 14px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

// While a test runs its button is disabled and busy: the cursor says it is working, not refused.
export const RunButton = styled(PrimaryButton)`
  &:disabled {
    cursor: progress;
  }
`;

const Outcome = styled.div<{ $ok: boolean }>`
  margin-top: 16px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ $ok }) => ($ok ? '#86efac' : '#fca5a5')};
  background: ${({ $ok }) => ($ok ? '#f0fdf4' : '#fef2f2')};
  dl {
    display: grid;
    gap: 6px;
    margin: 10px 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 6px;
    overflow-wrap: anywhere;
  }
`;

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 800;
  color: ${({ $ok }) => ($ok ? '#166534' : '#991b1b')};
`;

/** One result: Success or Failed, the message, what came back, and the error on failure. */
export function TestResult({
  success,
  message,
  error,
  label,
  children,
}: {
  success: boolean;
  message: string;
  error: string | null;
  /** Heading of the returned data, e.g. 'Sample response'. */
  label: string;
  children?: ReactNode;
}) {
  return (
    <Outcome $ok={success} data-testid="test-result">
      <Verdict $ok={success}>{success ? 'Success' : 'Failed'}</Verdict>
      <dl>
        <dt>Message</dt>
        <dd>{message}</dd>
        {children && (
          <>
            <dt>{label}</dt>
            <dd>{children}</dd>
          </>
        )}
        {!success && (
          <>
            <dt>Error</dt>
            <dd role="alert">{error || 'Unknown error'}</dd>
          </>
        )}
      </dl>
    </Outcome>
  );
}
