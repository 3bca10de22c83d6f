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

const Links = styled.table`
  width: 100%;
  margin-top: 16px;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  td:first-child {
    word-break: break-all;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
`;

interface LinkClicks {
  id: string;
  url: string;
  clicks: number;
}

interface Delivery {
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  pendingCount: number;
}

/**
 * The report of a send: how many copies were addressed, sent, failed and are still waiting, and how often each link
 * of the email was followed (counted per link, never per reader).
 */
export function NewsletterReport({ delivery, links }: { delivery: Delivery; links: readonly LinkClicks[] }) {
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
      {links.length === 0 ? (
        <p>This issue has no links, so there are no clicks to count.</p>
      ) : (
        <Links>
          <caption className="visually-hidden">Clicks per link, in the order the email shows them</caption>
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id}>
                <td>{link.url}</td>
                <td>{link.clicks}</td>
              </tr>
            ))}
          </tbody>
        </Links>
      )}
      <p>Clicks are counted per link and day through the site&apos;s own redirect: no pixel, no cookie, nothing about who clicked.</p>
    </section>
  );
}
