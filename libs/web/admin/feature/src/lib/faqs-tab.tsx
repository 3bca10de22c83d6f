import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, graphqlErrorFields, isErrorCode } from '@bcg/web/graphql';
import { faqSchema, fieldErrors, type FaqErrors } from '@bcg/shared/validation';
import { useToast } from '@bcg/web/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { DeskForm, moved, TextAreaField, TextField } from './desk-form';
import { DraftNote } from './draft-note';
import { keptDraftKeys, useUnsavedDraft } from './use-unsaved-draft';

const AdminFaqsQuery = graphql(`
  query AdminFaqs {
    faqs {
      id
      question
      answer
    }
  }
`);

const CreateFaqMutation = graphql(`
  mutation CreateFaq($input: FaqInput!) {
    createFaq(input: $input) {
      id
    }
  }
`);

const UpdateFaqMutation = graphql(`
  mutation UpdateFaq($id: Int!, $input: FaqInput!) {
    updateFaq(id: $id, input: $input) {
      id
      question
      answer
    }
  }
`);

const ReorderFaqsMutation = graphql(`
  mutation ReorderFaqs($ids: [Int!]!) {
    reorderFaqs(ids: $ids) {
      id
    }
  }
`);

const DeleteFaqMutation = graphql(`
  mutation DeleteFaq($id: Int!) {
    deleteFaq(id: $id)
  }
`);

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
    white-space: pre-wrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const NEW_FAQ = { question: '', answer: '' };

/**
 * The FAQ tab: the questions in their order; add, edit in place (what is typed is kept as a draft until saved or
 * cancelled, and reopened after a reload), move up/down (buttons, so the keyboard works as everywhere; the moved
 * question keeps the focus) and delete after a confirmation.
 */
export function FaqsTab({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminFaqsQuery, { fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateFaqMutation);
  const [update] = useMutation(UpdateFaqMutation);
  const [reorder] = useMutation(ReorderFaqsMutation);
  const [remove] = useMutation(DeleteFaqMutation);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [form, setForm] = useState({ question: '', answer: '' });
  const [errors, setErrors] = useState<FaqErrors>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; question: string } | null>(null);
  const items = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const faqs = data?.faqs ?? [];
  const storedFaq = editing === 'new' ? NEW_FAQ : faqs.find((faq) => faq.id === editing);
  const stored = storedFaq ? { question: storedFaq.question, answer: storedFaq.answer } : undefined;
  const unsaved = useUnsavedDraft({
    key: editing === null || !stored ? null : `faq:${editing}`,
    value: form,
    baseline: stored,
    // No edit time on a question: its stored text is its version, so a draft over older text is offered, not applied.
    version: stored ? JSON.stringify(stored) : null,
    restore: setForm,
  });

  // After a reload the question that was being edited opens again, with what was typed in it.
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || !data) return;
    reopened.current = true;
    const ids = new Set(data.faqs.map((faq) => `faq:${faq.id}`));
    const kept = keptDraftKeys('faq:').find((key) => key === 'faq:new' || ids.has(key));
    const target = kept === 'faq:new' ? 'new' : kept ? Number(kept.slice('faq:'.length)) : null;
    const faq = data.faqs.find((candidate) => candidate.id === target);
    if (target !== null) open(target, faq?.question, faq?.answer);
  });

  async function run(work: () => Promise<unknown>, failed: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      await refetch();
      return true;
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) onUnauthenticated();
      else {
        setErrors(graphqlErrorFields(failure));
        toast({ title: 'Error', description: failed, tone: 'error' });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(faqSchema, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await run(
      () => (editing === 'new' ? create({ variables: { input: form } }) : update({ variables: { id: editing as number, input: form } })),
      'The question could not be saved. Please try again.',
    );
    if (saved) {
      unsaved.saved();
      toast({ title: 'Question saved', description: 'The FAQ on the site shows it now.' });
      setEditing(null);
    }
  }

  async function move(id: number, delta: number) {
    const ids = faqs.map((faq) => faq.id);
    await run(() => reorder({ variables: { ids: moved(ids, ids.indexOf(id), delta) } }), 'The order could not be saved.');
    items.current.get(id)?.focus();
  }

  function open(target: number | 'new', question = '', answer = '') {
    setEditing(target);
    setForm({ question, answer });
    setErrors({});
  }

  const editor = (
    <>
      <DraftNote notice={unsaved.notice} noun="question" onDiscard={unsaved.discard} onRestore={unsaved.restoreOutdated} />
      <DeskForm noValidate onSubmit={(event) => void onSubmit(event)} aria-label={editing === 'new' ? 'New question' : 'Edit question'}>
        <TextField
          label="Question"
          name="question"
          wide
          value={form.question}
          error={errors.question}
          onChange={(event) => setForm({ ...form, question: event.target.value })}
        />
        <TextAreaField
          label="Answer"
          name="answer"
          wide
          value={form.answer}
          error={errors.answer}
          onChange={(event) => setForm({ ...form, answer: event.target.value })}
        />
        <Actions className="wide">
          <Button type="submit" disabled={busy}>
            Save question
          </Button>
          <Button
            type="button"
            $tone="plain"
            onClick={() => {
              // Cancel means "not these changes": nothing is kept for this question.
              unsaved.discard();
              setEditing(null);
            }}
          >
            Cancel
          </Button>
        </Actions>
      </DeskForm>
    </>
  );

  if (loading) return <p role="status">Loading questions...</p>;
  if (error || !data) return <p role="alert">Failed to fetch questions</p>;
  return (
    <>
      {editing === 'new' ? (
        editor
      ) : (
        <Button type="button" onClick={() => open('new')}>
          Add question
        </Button>
      )}
      <List aria-label="Questions in order">
        {faqs.map((faq, index) => (
          <li
            key={faq.id}
            data-testid="faq-row"
            tabIndex={-1}
            ref={(element) => {
              if (element) items.current.set(faq.id, element);
              else items.current.delete(faq.id);
            }}
          >
            {editing === faq.id ? (
              editor
            ) : (
              <>
                <h3>{faq.question}</h3>
                <p>{faq.answer}</p>
                <Actions>
                  <Button
                    type="button"
                    $tone="plain"
                    disabled={busy || index === 0}
                    onClick={() => void move(faq.id, -1)}
                    aria-label={`Move "${faq.question}" up`}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    $tone="plain"
                    disabled={busy || index === faqs.length - 1}
                    onClick={() => void move(faq.id, 1)}
                    aria-label={`Move "${faq.question}" down`}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    $tone="plain"
                    onClick={() => open(faq.id, faq.question, faq.answer)}
                    aria-label={`Edit "${faq.question}"`}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    $tone="danger"
                    disabled={busy}
                    onClick={() => setDeleting(faq)}
                    aria-label={`Delete "${faq.question}"`}
                  >
                    Delete
                  </Button>
                </Actions>
              </>
            )}
          </li>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this question?"
        description={`"${deleting?.question ?? ''}" will be removed from the FAQ.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() =>
          void run(async () => {
            if (deleting) await remove({ variables: { id: deleting.id } });
            setDeleting(null);
          }, 'The question could not be deleted.')
        }
        onCancel={() => setDeleting(null)}
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
    </>
  );
}
