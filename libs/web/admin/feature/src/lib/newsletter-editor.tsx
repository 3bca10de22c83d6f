import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, graphqlErrorFields, isErrorCode } from '@bcg/web/graphql';
import { fieldErrors, newsletterSchema, type NewsletterErrors } from '@bcg/shared/validation';
import { ErrorPanel, useToast } from '@bcg/web/shared';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { DeskForm, TextAreaField, TextField } from './desk-form';
import { DraftNote } from './draft-note';
import { NewsletterPreviewPanel } from './newsletter-preview';
import { NewsletterReport } from './newsletter-report';
import { NewsletterSendPanel } from './newsletter-send-panel';
import { useUnsavedDraft } from './use-unsaved-draft';

const AdminNewsletterQuery = graphql(`
  query AdminNewsletter($id: Int!) {
    newsletter(id: $id) {
      id
      slug
      subject
      preheader
      markdown
      indexable
      status
      sendAt
      sentAt
      testSentAt
      updatedAt
      delivery {
        recipientCount
        sentCount
        failedCount
        pendingCount
      }
      links {
        id
        url
        position
        clicks
      }
    }
  }
`);

const CreateNewsletterMutation = graphql(`
  mutation CreateNewsletter($input: NewsletterInput!) {
    createNewsletter(input: $input) {
      id
    }
  }
`);

const UpdateNewsletterMutation = graphql(`
  mutation UpdateNewsletter($id: Int!, $input: NewsletterPatchInput!) {
    updateNewsletter(id: $id, input: $input) {
      id
      subject
      preheader
      markdown
      indexable
      updatedAt
    }
  }
`);

const SENDING_POLL_MS = 3000;
const EMPTY = { subject: '', preheader: '', markdown: '', indexable: false };
type Form = typeof EMPTY;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

/**
 * One issue: its fields (checked with the shared newsletter rules before anything is sent; what is typed is kept
 * until saved), then, once saved, the preview, the test send, the send or schedule, and the report.
 */
export function NewsletterEditor({
  id,
  onCreated,
  onClose,
  onUnauthenticated,
}: {
  id: number | 'new';
  onCreated: (id: number) => void;
  onClose: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(AdminNewsletterQuery, {
    variables: { id: id === 'new' ? 0 : id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  const [create] = useMutation(CreateNewsletterMutation);
  const [update] = useMutation(UpdateNewsletterMutation);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [busy, setBusy] = useState(false);
  const issue = data?.newsletter;
  const stored: Form | undefined =
    id === 'new'
      ? EMPTY
      : issue && { subject: issue.subject, preheader: issue.preheader, markdown: issue.markdown, indexable: issue.indexable };
  const unsaved = useUnsavedDraft({
    key: stored ? `newsletter:${id}` : null,
    value: form,
    baseline: stored,
    version: id === 'new' ? null : (issue?.updatedAt ?? null),
    restore: setForm,
  });

  // The form takes the stored issue when it loads (a kept draft, restored by useUnsavedDraft, comes after).
  const loadedKey = issue ? `${issue.id}:${issue.updatedAt}` : id;
  const [shown, setShown] = useState<string | number | null>(null);
  if (stored && shown !== loadedKey) {
    setShown(loadedKey);
    setForm(stored);
  }

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);
  const sending = issue?.status === 'SENDING';
  useEffect(() => {
    if (!sending) return undefined;
    startPolling(SENDING_POLL_MS);
    return stopPolling;
  }, [sending, startPolling, stopPolling]);

  const editable = id === 'new' || issue?.status === 'DRAFT' || issue?.status === 'SCHEDULED';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = editable ? fieldErrors(newsletterSchema, form) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (id === 'new') {
        const result = await create({ variables: { input: form } });
        unsaved.saved();
        toast({ title: 'Issue saved', description: 'Preview it, send a test, then send it or schedule it.' });
        if (result.data) onCreated(result.data.createNewsletter.id);
      } else {
        await update({ variables: { id, input: editable ? form : { indexable: form.indexable } } });
        unsaved.saved();
        await refetch();
        toast({
          title: 'Issue saved',
          description: editable ? 'The preview shows the saved text.' : 'The archive page follows the new setting.',
        });
      }
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) onUnauthenticated();
      else {
        setErrors(graphqlErrorFields(failure));
        toast({ title: 'Error', description: failure instanceof Error ? failure.message : 'The issue could not be saved.', tone: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  if (error && !isErrorCode(error, 'UNAUTHENTICATED'))
    return <ErrorPanel title="We couldn't load this issue." message={error.message} onRetry={() => void refetch()} />;
  if (id !== 'new' && (loading || !issue)) return <p role="status">Loading issue...</p>;
  const changed = unsaved.dirty;

  return (
    <section aria-label={id === 'new' ? 'New issue' : `Issue: ${issue?.subject ?? ''}`}>
      <Button onClick={onClose}>← All issues</Button>
      <h2>{id === 'new' ? 'New issue' : issue?.subject}</h2>
      <DraftNote notice={unsaved.notice} noun="issue" onDiscard={unsaved.discard} onRestore={unsaved.restoreOutdated} />
      <DeskForm noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Issue">
        <TextField
          label="Subject"
          name="subject"
          wide
          readOnly={!editable}
          value={form.subject}
          error={errors.subject}
          onChange={(event) => setForm({ ...form, subject: event.target.value })}
        />
        <TextField
          label="Preheader"
          name="preheader"
          wide
          readOnly={!editable}
          hint="The line inboxes show after the subject."
          value={form.preheader}
          error={errors.preheader}
          onChange={(event) => setForm({ ...form, preheader: event.target.value })}
        />
        <TextAreaField
          label="Body (Markdown)"
          name="markdown"
          wide
          rows={14}
          readOnly={!editable}
          hint="The article syntax: retailer links are tagged and marked sponsored."
          value={form.markdown}
          error={errors.markdown}
          onChange={(event) => setForm({ ...form, markdown: event.target.value })}
        />
        <Check className="wide">
          <input type="checkbox" checked={form.indexable} onChange={(event) => setForm({ ...form, indexable: event.target.checked })} />
          Let search engines index the archive page
        </Check>
        <Actions className="wide">
          <Button type="submit" $tone="primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save issue'}
          </Button>
        </Actions>
      </DeskForm>
      {issue && (
        <>
          <NewsletterPreviewPanel id={issue.id} version={issue.updatedAt} unsavedChanges={changed} />
          <NewsletterSendPanel
            issue={issue}
            unsavedChanges={changed}
            onChanged={() => void refetch()}
            onUnauthenticated={onUnauthenticated}
          />
          {(issue.status === 'SENDING' || issue.status === 'SENT') && <NewsletterReport delivery={issue.delivery} links={issue.links} />}
        </>
      )}
    </section>
  );
}
