/** An email as a service asks for it; {@link Outbox.enqueue} turns it into an outbox row. */
export interface OutgoingMail {
  /** What the email is, e.g. 'subscribe-confirmation', 'sizing-guide', 'contact-notification' (at most 40 characters). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers such as List-Unsubscribe or Reply-To. From, To, Subject and Message-ID are set by the sender. */
  headers?: Record<string, string>;
}
