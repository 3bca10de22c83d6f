import type { AdminDashboardQuery } from '@bcg/web/graphql';
import { dateFormat, Scroll, Table } from './submissions-table';

/** Shown when a subscriber left no lead magnet (spec section 2). */
const DEFAULT_LEAD_MAGNET_LABEL = 'General subscription';

type Subscriber = AdminDashboardQuery['emailSubscribers'][number];

export function SubscribersTable({
  subscribers,
  loading,
  failed,
}: {
  subscribers: readonly Subscriber[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <p role="status">Loading subscribers...</p>;
  if (failed || !subscribers) return <p role="alert">Failed to fetch subscribers</p>;
  if (subscribers.length === 0)
    return <p>No email subscribers yet. Subscribers will appear here when users sign up for your newsletter.</p>;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">Email Address</th>
            <th scope="col">Lead Magnet</th>
            <th scope="col">Subscribed Date</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} data-testid="subscriber-row">
              <td data-label="Email Address">{subscriber.email}</td>
              <td data-label="Lead Magnet">{subscriber.leadMagnet || DEFAULT_LEAD_MAGNET_LABEL}</td>
              <td data-label="Subscribed Date">{dateFormat.format(new Date(subscriber.subscribedAt))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
