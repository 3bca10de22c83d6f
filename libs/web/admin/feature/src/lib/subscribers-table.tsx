import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import {
  graphql,
  isErrorCode,
  type Breed as GraphQLBreed,
  type AdminSubscribersQuery as AdminSubscribersResult,
  type SubscriberSort,
  type SubscriberStatus,
} from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useEffect, useState } from 'react';
import { Button, StatusPill } from './admin-ui';
import { datedFileName } from './file-names';
import { FilterSelect, ListState, Pager, SearchBox, SortHeader, SortSelect, TableToolbar, useServerList } from './admin-table-controls';

/** A subscriber's status colour: confirmed is done, pending waits for the address's owner. */
const tone = (status: string) => (status === 'confirmed' ? 'good' : status === 'pending' ? 'warn' : 'neutral');
import { ConfirmDialog } from './confirm-dialog';
import { useRowConfirmation } from './row-confirmation';
import { dateFormat, Scroll, Table } from './submissions-table';

/** One page of the subscribers: filtered by status, searched by address, sorted and counted by the server. */
export const AdminSubscribersQuery = graphql(`
  query AdminSubscribers($status: SubscriberStatus, $q: String, $sort: SubscriberSort!, $first: Int, $offset: Int) {
    emailSubscribersConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        email
        leadMagnet
        breed
        subscribedAt
        status
      }
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

/** Shown when the sign-up named no breed ("Not sure", or a form without the question). */
const NO_BREED_LABEL = 'Not given';
const breedKey = (breed: GraphQLBreed) => breed.toLowerCase() as Breed;

/** Shown when a subscriber left no lead magnet. */
const DEFAULT_LEAD_MAGNET_LABEL = 'General subscription';

type Subscriber = AdminSubscribersResult['emailSubscribersConnection']['nodes'][number];

const SORTS: ReadonlyArray<{ value: SubscriberSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
  { value: 'EMAIL_ASC', label: 'Address A to Z' },
  { value: 'EMAIL_DESC', label: 'Address Z to A' },
];

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
 * The Email Subscribers tab: one page of addresses with their double opt-in status; paged, sorted, searched and
 * filtered by status on the server (the list can hold 100,000 rows), exported as CSV, and erased completely on
 * request (after a confirmation).
 */
export function SubscribersTable({ onChanged, onUnauthenticated }: { onChanged: () => void; onUnauthenticated: () => void }) {
  const toast = useToast();
  const client = useApolloClient();
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const list = useServerList<SubscriberSort>('NEWEST');
  const page = useQuery(AdminSubscribersQuery, {
    variables: { ...list.variables, status: status || undefined },
    fetchPolicy: 'network-only',
  });
  const [erase, { loading: erasing }] = useMutation(EraseSubscriberMutation);
  const [exporting, setExporting] = useState(false);
  const { confirming, table, ask, succeeded, close, onCloseAutoFocus } = useRowConfirmation<Subscriber>();

  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn).
  const connection = (page.data ?? page.previousData)?.emailSubscribersConnection;
  const subscribers = connection?.nodes;
  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);

  async function onExport() {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: AdminSubscribersCsvQuery,
        variables: { status: status || undefined },
        fetchPolicy: 'no-cache',
      });
      if (data) download(data.emailSubscribersCsv, datedFileName(`email-subscribers${status ? `-${status.toLowerCase()}` : ''}`, 'csv'));
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
      succeeded();
      const result = data?.eraseEmailSubscriber;
      toast({
        title: 'Subscriber erased',
        description: result
          ? `${result.email} was erased with ${result.emails} email(s) and ${result.contactMessages} message(s).`
          : 'The address was erased.',
      });
      onChanged();
      void page.refetch();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to erase the subscriber. Please try again.', tone: 'error' });
    } finally {
      close();
    }
  }

  return (
    <>
      <TableToolbar>
        <SearchBox label="Search addresses" onSearch={list.setQ} />
        <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={list.filterBy(setStatus)} />
        <SortSelect options={SORTS} sort={list.sort} onSort={list.setSort} />
        <Button type="button" $tone="plain" disabled={exporting} aria-busy={exporting} onClick={() => void onExport()}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </TableToolbar>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !subscribers}
        empty={subscribers?.length === 0}
        q={list.q}
        noun="subscribers"
        emptyText={
          status
            ? 'No subscribers with this status.'
            : 'No email subscribers yet. Subscribers will appear here when users sign up for your newsletter.'
        }
      >
        <Scroll aria-busy={page.loading}>
          <Table ref={table} tabIndex={-1}>
            <caption className="visually-hidden">Email subscribers</caption>
            <thead>
              <tr>
                <SortHeader
                  label="Email Address"
                  column={{ asc: 'EMAIL_ASC', desc: 'EMAIL_DESC' }}
                  sort={list.sort}
                  onSort={list.setSort}
                />
                <th scope="col">Lead Magnet</th>
                <th scope="col">Status</th>
                <th scope="col">Breed</th>
                <SortHeader
                  label="Subscribed Date"
                  column={{ asc: 'OLDEST', desc: 'NEWEST' }}
                  sort={list.sort}
                  onSort={list.setSort}
                  descFirst
                />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {subscribers?.map((subscriber) => (
                <tr key={subscriber.id} data-testid="subscriber-row">
                  <td data-label="Email Address">{subscriber.email}</td>
                  <td data-label="Lead Magnet">{subscriber.leadMagnet || DEFAULT_LEAD_MAGNET_LABEL}</td>
                  <td data-label="Status">
                    <span>
                      <StatusPill $tone={tone(subscriber.status)}>{STATUS_LABELS[subscriber.status] ?? subscriber.status}</StatusPill>
                    </span>
                  </td>
                  <td data-label="Breed">{subscriber.breed ? BREED_FIGURES[breedKey(subscriber.breed)].name : NO_BREED_LABEL}</td>
                  <td data-label="Subscribed Date">{dateFormat.format(new Date(subscriber.subscribedAt))}</td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      $tone="danger"
                      disabled={erasing}
                      onClick={(event) => ask(subscriber, event.currentTarget)}
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
        <Pager label="Subscriber pages" page={list.page} total={connection?.totalCount ?? 0} noun="subscribers" onPage={list.setPage} />
      </ListState>
      <ConfirmDialog
        open={confirming !== null}
        title="Erase this address?"
        description={`${confirming?.email ?? ''} will be deleted completely: the sign-up with its consent record, every email sent to it and every message received from it. This cannot be undone.`}
        confirmLabel="Erase"
        busy={erasing}
        onConfirm={() => void onConfirmErase()}
        onCancel={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
