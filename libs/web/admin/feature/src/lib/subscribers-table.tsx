import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminDashboardQuery, type SubscriberStatus } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useId, useRef, useState } from 'react';
import { Button, StatusPill, Toolbar } from './admin-ui';

/** A subscriber's status colour: confirmed is done, pending waits for the address's owner. */
const tone = (status: string) => (status === 'confirmed' ? 'good' : status === 'pending' ? 'warn' : 'neutral');
import { ConfirmDialog } from './confirm-dialog';
import { dateFormat, Scroll, Table } from './submissions-table';

/** The subscribers of one status, filtered by the server (the dashboard's own query holds them all). */
export const AdminSubscribersQuery = graphql(`
  query AdminSubscribers($status: SubscriberStatus) {
    emailSubscribers(status: $status) {
      id
      email
      leadMagnet
      subscribedAt
      status
    }
  }
`);

export const AdminSubscribersCsvQuery = graphql(`
  query AdminSubscribersCsv($status: SubscriberStatus) {
    emailSubscribersCsv(status: $status)
  }
`);

export const EraseSubscriberMutation = graphql(`
  mutation EraseSubscriber($id: Int!) {
    eraseEmailSubscriber(id: $id) {
      email
      emails
      contactMessages
    }
  }
`);

/** Shown when a subscriber left no lead magnet (spec section 2). */
const DEFAULT_LEAD_MAGNET_LABEL = 'General subscription';

type Subscriber = AdminDashboardQuery['emailSubscribers'][number];

const STATUS_FILTERS: Array<{ value: SubscriberStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'UNSUBSCRIBED', label: 'Unsubscribed' },
];

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

/** Saves text as a file through a temporary link (the CSV comes through GraphQL, with the session's bearer token). */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The Email Subscribers tab: each address with its double opt-in status; filtered by status on the server, exported
 * as CSV, and erased completely on request (after a confirmation).
 */
export function SubscribersTable({
  subscribers: all,
  loading,
  failed,
  onChanged,
  onUnauthenticated,
}: {
  subscribers: readonly Subscriber[] | undefined;
  loading: boolean;
  failed: boolean;
  onChanged: () => void;
  onUnauthenticated: () => void;
}) {
  const filterId = useId();
  const toast = useToast();
  const client = useApolloClient();
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const filtered = useQuery(AdminSubscribersQuery, {
    variables: { status: status || undefined },
    skip: !status,
    fetchPolicy: 'network-only',
  });
  const [erase, { loading: erasing }] = useMutation(EraseSubscriberMutation);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const eraseButton = useRef<HTMLElement | null>(null);
  const erased = useRef(false);
  const list = useRef<HTMLTableElement>(null);

  const subscribers = status ? filtered.data?.emailSubscribers : all;
  const listLoading = status ? filtered.loading && !filtered.data : loading;
  const listFailed = status ? Boolean(filtered.error) : failed;

  async function onExport() {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: AdminSubscribersCsvQuery,
        variables: { status: status || undefined },
        fetchPolicy: 'no-cache',
      });
      if (data) download(data.emailSubscribersCsv, `email-subscribers${status ? `-${status.toLowerCase()}` : ''}.csv`);
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to export subscribers. Please try again.', tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  async function onConfirmErase() {
    if (!confirming) return;
    try {
      const { data } = await erase({ variables: { id: confirming.id } });
      erased.current = true;
      const result = data?.eraseEmailSubscriber;
      toast({
        title: 'Subscriber erased',
        description: result
          ? `${result.email} was erased with ${result.emails} email(s) and ${result.contactMessages} message(s).`
          : 'The address was erased.',
      });
      onChanged();
      if (status) void filtered.refetch();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to erase the subscriber. Please try again.', tone: 'error' });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <Toolbar>
        <label htmlFor={filterId}>Status</label>
        <select id={filterId} value={status} onChange={(event) => setStatus(event.target.value as SubscriberStatus | '')}>
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
        <Button type="button" $tone="plain" disabled={exporting} aria-busy={exporting} onClick={() => void onExport()}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Toolbar>
      {listLoading ? (
        <p role="status">Loading subscribers...</p>
      ) : listFailed || !subscribers ? (
        <p role="alert">Failed to fetch subscribers</p>
      ) : subscribers.length === 0 ? (
        <p>
          {status
            ? 'No subscribers with this status.'
            : 'No email subscribers yet. Subscribers will appear here when users sign up for your newsletter.'}
        </p>
      ) : (
        <Scroll>
          <Table ref={list} tabIndex={-1}>
            <caption className="visually-hidden">Email subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email Address</th>
                <th scope="col">Lead Magnet</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed Date</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id} data-testid="subscriber-row">
                  <td data-label="Email Address">{subscriber.email}</td>
                  <td data-label="Lead Magnet">{subscriber.leadMagnet || DEFAULT_LEAD_MAGNET_LABEL}</td>
                  <td data-label="Status">
                    <span>
                      <StatusPill $tone={tone(subscriber.status)}>{STATUS_LABELS[subscriber.status] ?? subscriber.status}</StatusPill>
                    </span>
                  </td>
                  <td data-label="Subscribed Date">{dateFormat.format(new Date(subscriber.subscribedAt))}</td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      $tone="danger"
                      disabled={erasing}
                      onClick={(event) => {
                        eraseButton.current = event.currentTarget;
                        setConfirming(subscriber);
                      }}
                      aria-label={`Erase ${subscriber.email}`}
                    >
                      Erase
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Erase this address?"
        description={`${confirming?.email ?? ''} will be deleted completely: the sign-up with its consent record, every email sent to it and every message received from it. This cannot be undone.`}
        confirmLabel="Erase"
        busy={erasing}
        onConfirm={() => void onConfirmErase()}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={(event) => {
          // Back to the Erase button that opened it; when its row is gone, to the table it was in.
          event.preventDefault();
          (erased.current ? list.current : eraseButton.current)?.focus();
          erased.current = false;
        }}
      />
    </>
  );
}
