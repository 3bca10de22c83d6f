import styled from 'styled-components';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 10px;
  div {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 700;
  }
`;

interface Delivery {
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  pendingCount: number;
}

/** The report of a send: how many copies were addressed, sent, failed and are still waiting. */
export function NewsletterReport({ delivery }: { id: number; delivery: Delivery }) {
  return (
    <section aria-labelledby="newsletter-report-heading">
      <h3 id="newsletter-report-heading">Report</h3>
      <Counts>
        <div>
          <dt>Recipients</dt>
          <dd>{delivery.recipientCount}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{delivery.sentCount}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{delivery.failedCount}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{delivery.pendingCount}</dd>
        </div>
      </Counts>
    </section>
  );
}
