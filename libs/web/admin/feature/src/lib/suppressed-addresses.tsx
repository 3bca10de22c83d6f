import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminMailSuppressionsQuery as AdminMailSuppressionsResult } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { ListState, Pager, SearchBox, TableToolbar, useServerList } from './admin-table-controls';
import { Button, StatusPill } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { useRowConfirmation } from './row-confirmation';
import { dateFormat, Scroll, Table } from './submissions-table';

/** One page of the suppressed addresses, newest first, searched by the server. */
export const AdminMailSuppressionsQuery = graphql(`
  query AdminMailSuppressions($q: String, $first: Int, $offset: Int) {
    mailSuppressionsConnection(q: $q, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        email
        reason
        detail
        createdAt
      }
    }
  }
`);

export const ReleaseMailSuppressionMutation = graphql(`
  mutation ReleaseMailSuppression($id: Int!) {
    releaseMailSuppression(id: $id)
  }
`);

type Suppression = AdminMailSuppressionsResult['mailSuppressionsConnection']['nodes'][number];

const REASON_LABELS: Record<string, string> = { bounce: 'Bounced', complaint: 'Marked as spam' };

const Section = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
  }
  > p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Detail = styled.span`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * "Suppressed addresses" of the Subscribers tab: addresses no email goes to (a permanent refusal by their mail
 * server, or a bounce or complaint notice from the mail provider), with why, searched and paged on the server; the
 * owner releases one after a confirmation, and mail goes there again.
 */
export function SuppressedAddresses({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const toast = useToast();
  const list = useServerList('NEWEST');
  const { first, offset, q } = list.variables;
  const page = useQuery(AdminMailSuppressionsQuery, { variables: { first, offset, q }, fetchPolicy: 'network-only' });
  const [release, { loading: releasing }] = useMutation(ReleaseMailSuppressionMutation);
  const { confirming, table, ask, succeeded, close, onCloseAutoFocus } = useRowConfirmation<Suppression>();

  const connection = (page.data ?? page.previousData)?.mailSuppressionsConnection;
  const suppressions = connection?.nodes;
  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);

  async function onConfirmRelease() {
    if (!confirming) return;
    try {
      await release({ variables: { id: confirming.id } });
      succeeded();
      toast({ title: 'Address released', description: `Email will be sent to ${confirming.email} again.` });
      void page.refetch();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to release the address. Please try again.', tone: 'error' });
    } finally {
      close();
    }
  }

  return (
    <Section aria-labelledby="suppressed-addresses-title">
      <h2 id="suppressed-addresses-title">Suppressed addresses</h2>
      <p>
        No email of any kind is sent to these addresses: their mail server refused our mail for good, or their owner marked it as spam.
        Release one only when you know the address works again.
      </p>
      <TableToolbar>
        <SearchBox label="Search suppressed addresses" onSearch={list.setQ} />
      </TableToolbar>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !suppressions}
        empty={suppressions?.length === 0}
        q={list.q}
        noun="suppressed addresses"
        emptyText="No suppressed addresses: every address that signed up can receive email."
      >
        <Scroll aria-busy={page.loading}>
          <Table ref={table} tabIndex={-1}>
            <caption className="visually-hidden">Suppressed addresses, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email Address</th>
                <th scope="col">Reason</th>
                <th scope="col">Details</th>
                <th scope="col">Suppressed Date</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {suppressions?.map((suppression) => (
                <tr key={suppression.id} data-testid="suppression-row">
                  <td data-label="Email Address">{suppression.email}</td>
                  <td data-label="Reason">
                    <span>
                      <StatusPill $tone={suppression.reason === 'complaint' ? 'bad' : 'warn'}>
                        {REASON_LABELS[suppression.reason] ?? suppression.reason}
                      </StatusPill>
                    </span>
                  </td>
                  <td data-label="Details">
                    <Detail>{suppression.detail ?? 'None given'}</Detail>
                  </td>
                  <td data-label="Suppressed Date">{dateFormat.format(new Date(suppression.createdAt))}</td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      $tone="plain"
                      disabled={releasing}
                      onClick={(event) => ask(suppression, event.currentTarget)}
                      aria-label={`Release ${suppression.email}`}
                    >
                      Release
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Pager
          label="Suppressed address pages"
          page={list.page}
          total={connection?.totalCount ?? 0}
          noun="suppressions"
          onPage={list.setPage}
        />
      </ListState>
      <ConfirmDialog
        open={confirming !== null}
        title="Release this address?"
        description={`Email will be sent to ${confirming?.email ?? ''} again: sign-up confirmations, guides, newsletters and price alerts. If its mail server still refuses it, it will be suppressed again.`}
        confirmLabel="Release"
        busy={releasing}
        onConfirm={() => void onConfirmRelease()}
        onCancel={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </Section>
  );
}
