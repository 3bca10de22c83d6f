import { useLazyQuery, useMutation } from '@apollo/client/react';
import { graphql, isErrorCode, type NewsletterStatus } from '@bcg/web/graphql';
import { formatLongDate, useToast } from '@bcg/web/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { DeskForm, TextField } from './desk-form';

export const NewsletterAudienceQuery = graphql(`
  query NewsletterAudience {
    newsletterAudience
  }
`);

const SendNewsletterTestMutation = graphql(`
  mutation SendNewsletterTest($id: Int!, $email: String!) {
    sendNewsletterTest(id: $id, email: $email) {
      id
      testSentAt
    }
  }
`);

export const SendNewsletterMutation = graphql(`
  mutation SendNewsletter($id: Int!, $sendAt: DateTimeISO) {
    sendNewsletter(id: $id, sendAt: $sendAt) {
      id
      status
      sendAt
    }
  }
`);

const CancelNewsletterScheduleMutation = graphql(`
  mutation CancelNewsletterSchedule($id: Int!) {
    cancelNewsletterSchedule(id: $id) {
      id
      status
      sendAt
    }
  }
`);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px;
  margin: 8px 0 16px;
`;

interface SendableIssue {
  id: number;
  status: NewsletterStatus;
  sendAt?: string | null;
  testSentAt?: string | null;
}

const subscribersWords = (count: number) => `${count} confirmed subscriber${count === 1 ? '' : 's'}`;

/** Test send to one address; then send now (after a confirm naming how many get it), schedule, or cancel a schedule. */
export function NewsletterSendPanel({
  issue,
  unsavedChanges,
  onChanged,
  onUnauthenticated,
}: {
  issue: SendableIssue;
  unsavedChanges: boolean;
  onChanged: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [testTo, setTestTo] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [problem, setProblem] = useState<{ test?: string; schedule?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [countAudience, audience] = useLazyQuery(NewsletterAudienceQuery, { fetchPolicy: 'network-only' });
  const [sendTest, test] = useMutation(SendNewsletterTestMutation);
  const [send, sending] = useMutation(SendNewsletterMutation);
  const [cancel, cancelling] = useMutation(CancelNewsletterScheduleMutation);

  async function run(work: () => Promise<unknown>, done: { title: string; description: string }, field?: 'test' | 'schedule') {
    setProblem({});
    try {
      await work();
      toast(done);
      onChanged();
      return true;
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) onUnauthenticated();
      else {
        const message = failure instanceof Error ? failure.message : 'Please try again.';
        if (field) setProblem({ [field]: message });
        toast({ title: 'Error', description: message, tone: 'error' });
      }
      return false;
    }
  }

  function onTest(event: FormEvent) {
    event.preventDefault();
    if (!testTo.trim()) return setProblem({ test: 'Enter the address to send the test to.' });
    void run(
      () => sendTest({ variables: { id: issue.id, email: testTo.trim() } }),
      { title: 'Test sent', description: `A test copy is on its way to ${testTo.trim()}.` },
      'test',
    );
  }

  function onSchedule(event: FormEvent) {
    event.preventDefault();
    const when = new Date(sendAt);
    if (!sendAt || Number.isNaN(when.getTime())) return setProblem({ schedule: 'Choose the date and time to send at.' });
    void run(
      () => send({ variables: { id: issue.id, sendAt: when.toISOString() } }),
      { title: 'Issue scheduled', description: `It will be sent ${when.toLocaleString('en-US')}.` },
      'schedule',
    );
  }

  const held = unsavedChanges ? 'Save your changes first: what is sent is the saved issue.' : null;
  const audienceCount = audience.data?.newsletterAudience;

  return (
    <section aria-labelledby="newsletter-send-heading">
      <h3 id="newsletter-send-heading">Send</h3>
      {held && <p>{held}</p>}
      <DeskForm noValidate onSubmit={onTest} aria-label="Send a test">
        <TextField
          label="Send a test to"
          type="email"
          name="test-email"
          value={testTo}
          error={problem.test}
          hint={issue.testSentAt ? `Last test sent ${formatLongDate(issue.testSentAt)}.` : 'The subject starts with [Test].'}
          onChange={(event) => setTestTo(event.target.value)}
        />
        <Row>
          <Button type="submit" disabled={test.loading || Boolean(held)}>
            {test.loading ? 'Sending test...' : 'Send a test'}
          </Button>
        </Row>
      </DeskForm>
      {issue.status === 'DRAFT' && (
        <>
          <Row>
            <Button
              $tone="success"
              disabled={Boolean(held) || audience.loading}
              onClick={() => void countAudience().then((result) => result.data && setConfirming(true))}
            >
              {audience.loading ? 'Counting subscribers...' : 'Send now'}
            </Button>
          </Row>
          {audience.error && <p role="alert">The subscribers could not be counted: {audience.error.message}</p>}
          <DeskForm noValidate onSubmit={onSchedule} aria-label="Schedule">
            <TextField
              label="Send at (your local time)"
              type="datetime-local"
              name="send-at"
              value={sendAt}
              error={problem.schedule}
              onChange={(event) => setSendAt(event.target.value)}
            />
            <Row>
              <Button type="submit" disabled={sending.loading || Boolean(held)}>
                Schedule
              </Button>
            </Row>
          </DeskForm>
        </>
      )}
      {issue.status === 'SCHEDULED' && (
        <Row>
          <p>To be sent {issue.sendAt ? new Date(issue.sendAt).toLocaleString('en-US') : ''}.</p>
          <Button
            disabled={cancelling.loading}
            onClick={() =>
              void run(() => cancel({ variables: { id: issue.id } }), {
                title: 'Schedule cancelled',
                description: 'The issue is a draft again.',
              })
            }
          >
            Cancel schedule
          </Button>
        </Row>
      )}
      <ConfirmDialog
        open={confirming}
        title="Send this issue now?"
        description={`It goes to ${subscribersWords(audienceCount ?? 0)} who get the newsletter. A sent issue cannot be recalled.`}
        confirmLabel={`Send to ${subscribersWords(audienceCount ?? 0)}`}
        busy={sending.loading}
        onConfirm={() =>
          void run(() => send({ variables: { id: issue.id } }), {
            title: 'Sending',
            description: 'The issue is being sent; the report shows its progress.',
          }).then(() => setConfirming(false))
        }
        onCancel={() => setConfirming(false)}
        onCloseAutoFocus={undefined}
      />
    </section>
  );
}
