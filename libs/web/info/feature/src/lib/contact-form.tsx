import { graphql, graphqlErrorMessage, isErrorCode, useGraphQLMutation } from '@bcg/web/graphql';
import { StackedForm } from '@bcg/web/shared';
import { CONTACT_LIMITS, contactMessageSchema, fieldErrors } from '@bcg/shared/validation';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      message
    }
  }
`);

/** The alert after a contact message. */
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you soon.";

const EMPTY = { name: '', email: '', subject: '', message: '' };

const Failure = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-left: 4px solid #b91c1c;
  background: #fef2f2;
  color: #991b1b;
  font-weight: 600;
`;

/** Bots fill every field; people never see this one, and screen readers never announce it. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const notSent = (message: string) => `Your message was not sent. ${/[.!?]$/.test(message) ? message : `${message}.`}`;

/** Why a message was not sent, in words the visitor can act on; the form keeps what they typed. */
function failureText(error: unknown, fallbackAddress: string): string {
  // The API's own messages name the field and its cap, or the wait of the rate limit.
  if (isErrorCode(error, 'BAD_USER_INPUT') || isErrorCode(error, 'TOO_MANY_REQUESTS')) {
    const message = graphqlErrorMessage(error);
    if (message) return notSent(message);
  }
  return `Your message was not sent. Please try again in a moment, or write to ${fallbackAddress}.`;
}

/**
 * The contact form: name, email and message required by the browser, subject optional. It posts
 * the message; on success shows the thank-you alert and clears, on failure says why and keeps the text.
 */
export function ContactForm({ fallbackAddress }: { fallbackAddress: string }) {
  const [form, setForm] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useGraphQLMutation(SendContactMessageMutation);
  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The server's own rules (the shared contact schema): what the browser's checks let through, such as a name of
    // spaces or a line break in the subject, is refused here in the API's words, before anything is sent.
    const [problem] = Object.values(fieldErrors(contactMessageSchema, form));
    if (problem) {
      setFailure(notSent(problem));
      return;
    }
    try {
      await send({ variables: { input: { ...form, subject: form.subject || null, website: website || null } } });
    } catch (error) {
      setFailure(failureText(error, fallbackAddress));
      return;
    }
    window.alert(CONTACT_THANK_YOU);
    setForm(EMPTY);
  }

  return (
    <StackedForm onSubmit={(event) => void onSubmit(event)} aria-label="Contact form" aria-busy={loading}>
      <label>
        Name
        <input name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} value={form.name} onChange={update('name')} />
      </label>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} />
      </label>
      <label>
        Subject (optional)
        <input name="subject" maxLength={CONTACT_LIMITS.subject} value={form.subject} onChange={update('subject')} />
      </label>
      <label>
        Message
        <textarea name="message" required maxLength={CONTACT_LIMITS.message} value={form.message} onChange={update('message')} />
      </label>
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </Honeypot>
      {failure && <Failure role="alert">{failure}</Failure>}
      <button type="submit" disabled={loading}>
        {loading ? 'Sending...' : 'Send Message'}
      </button>
    </StackedForm>
  );
}
