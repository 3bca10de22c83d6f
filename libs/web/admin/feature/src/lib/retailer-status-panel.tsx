import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, graphqlErrorMessage, isErrorCode } from '@bcg/web/graphql';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { exactTime, intervalWords, relativeTime } from './retailer-words';
import { useNow } from './use-now';

export const RetailerStatusQuery = graphql(`
  query RetailerStatus {
    retailerStatus {
      configured
      setupHint
      intervalMinutes
      lastCycleStartedAt
      lastCycleFinishedAt
      nextSyncAt
      productsDue
      linkProblems
      pause {
        until
        reason
        endsOnRefresh
      }
    }
  }
`);

export const RefreshAllProductsMutation = graphql(`
  mutation RefreshAllProducts {
    refreshAllProducts
  }
`);

/** How often the panel asks again while a "Refresh all" is being worked through. */
const REFRESH_PROGRESS_POLL_MS = 3000;

const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  margin-bottom: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 2px 0 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Setup = styled.p`
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.page};
`;

/** A moment said both ways: how long ago (or until) and exactly, in the owner's clock. */
function Moment({ iso, now }: { iso: string; now: number }) {
  return (
    <>
      {relativeTime(iso, now)}
      <small>
        <time dateTime={iso}>{exactTime(iso)}</time>
      </small>
    </>
  );
}

/** The state of a "Refresh all": how many were queued, and whether the sync has worked through them. */
type Refreshing = { queued: number } | null;

/**
 * The retailer sync at a glance: without credentials, the one sentence saying what to set; with them, how often each
 * product is checked, the last cycle, the next due check, a pause with its reason and end (in the owner's clock), and
 * "Refresh all now" with its progress: unavailable, saying why, while Amazon asked the sync to wait.
 */
export function RetailerStatusPanel({
  onUnauthenticated,
  onRefreshed,
  progressPollMs = REFRESH_PROGRESS_POLL_MS,
}: {
  onUnauthenticated: () => void;
  onRefreshed?: () => void;
  /** How often to ask again while a "Refresh all" is worked through (tests ask at once). */
  progressPollMs?: number;
}) {
  const [refreshing, setRefreshing] = useState<Refreshing>(null);
  const { data, error, loading, refetch } = useQuery(RetailerStatusQuery, {
    fetchPolicy: 'network-only',
    pollInterval: refreshing ? progressPollMs : 0,
    notifyOnNetworkStatusChange: false,
  });
  const [refreshAll, { loading: queueing }] = useMutation(RefreshAllProductsMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const now = useNow();
  const status = data?.retailerStatus;
  // A pause that has ended since the status was read is over: the sync goes on by itself.
  const pause = status?.pause && Date.parse(status.pause.until) > now ? status.pause : null;
  const held = pause !== null && !pause.endsOnRefresh;

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);
  const done = refreshing !== null && status?.productsDue === 0;
  // Once per "Refresh all", however often the caller's callback changes.
  const reported = useRef<Refreshing>(null);
  useEffect(() => {
    if (!done || reported.current === refreshing) return;
    reported.current = refreshing;
    onRefreshed?.();
  }, [done, refreshing, onRefreshed]);

  async function onRefreshAll() {
    setProblem(null);
    try {
      const answer = await refreshAll();
      // The progress counts from a status read after the queueing, never from the one on screen before it.
      await refetch();
      setRefreshing({ queued: answer.data?.refreshAllProducts ?? 0 });
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      setProblem(graphqlErrorMessage(failure) ?? 'The refresh could not be started. Please try again.');
      // A pause that began after the status was read (the answer says so) shows as one.
      if (isErrorCode(failure, 'TOO_MANY_REQUESTS')) void refetch();
    }
  }

  return (
    <Panel aria-labelledby="retailer-sync-title" aria-busy={loading}>
      <h2 id="retailer-sync-title">Retailer sync</h2>
      {!status ? (
        error ? (
          <p role="alert">
            Failed to fetch the retailer sync status.{' '}
            <Button type="button" $tone="plain" onClick={() => void refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <p role="status">Loading the retailer sync...</p>
        )
      ) : !status.configured ? (
        <Setup data-testid="retailer-setup">{status.setupHint}</Setup>
      ) : (
        <>
          {pause && (
            <Setup data-testid="retailer-pause">
              <strong>
                Paused until <time dateTime={pause.until}>{exactTime(pause.until)}</time> ({relativeTime(pause.until, now)}).
              </strong>{' '}
              {pause.reason}
              {pause.endsOnRefresh ? ' “Refresh all now” ends the pause and tries again.' : ''}
            </Setup>
          )}
          <Facts>
            <div>
              <dt>Each product is checked</dt>
              <dd>{intervalWords(status.intervalMinutes)}</dd>
            </div>
            <div>
              <dt>Last cycle</dt>
              <dd data-testid="retailer-last-cycle">
                {status.lastCycleFinishedAt ? (
                  <Moment iso={status.lastCycleFinishedAt} now={now} />
                ) : status.lastCycleStartedAt ? (
                  <>
                    Started <Moment iso={status.lastCycleStartedAt} now={now} />
                  </>
                ) : (
                  'Not run yet'
                )}
              </dd>
            </div>
            <div>
              <dt>Next check due</dt>
              <dd data-testid="retailer-next-due">
                {status.productsDue > 0 ? (
                  `Now: ${status.productsDue} ${status.productsDue === 1 ? 'product is' : 'products are'} due`
                ) : status.nextSyncAt ? (
                  <Moment iso={status.nextSyncAt} now={now} />
                ) : (
                  'None: no product has an ASIN'
                )}
              </dd>
            </div>
          </Facts>
          <div>
            <Button
              type="button"
              disabled={queueing || (refreshing !== null && !done) || held}
              aria-busy={queueing}
              aria-describedby={held ? 'retailer-refresh-held' : undefined}
              onClick={() => void onRefreshAll()}
            >
              {queueing ? 'Queueing...' : 'Refresh all now'}
            </Button>
            {held && (
              <p id="retailer-refresh-held" data-testid="retailer-refresh-held">
                “Refresh all now” is unavailable until {exactTime(pause.until)}, when the pause ends.
              </p>
            )}
          </div>
          <p role="status" data-testid="retailer-refresh-progress">
            {refreshing === null
              ? ''
              : refreshing.queued === 0
                ? 'No product has an ASIN to check.'
                : done
                  ? `All ${refreshing.queued} queued products are checked.`
                  : `${Math.max(0, refreshing.queued - status.productsDue)} of ${refreshing.queued} queued products checked...`}
          </p>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </Panel>
  );
}
