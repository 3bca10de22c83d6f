import type { OutgoingMail } from '@bcg/server/mail';
import type { EntityManager } from 'typeorm';
import type { Newsletter } from './newsletter.entity';

/** Who one copy of an issue goes to: what its per-recipient links need. */
export interface NewsletterRecipient {
  email: string;
  /** The subscriber's one-click unsubscribe token (List-Unsubscribe and the footer link). */
  unsubscribeToken: string;
}

/** An issue as the owner previews it: the email (HTML and text) for a sample recipient, and the archive page's body. */
export interface NewsletterPreview {
  subject: string;
  preheader: string;
  emailHtml: string;
  emailText: string;
  webHtml: string;
}

/**
 * Turns an issue into what is sent and archived. The sender calls {@link prepareSend} once, in the transaction that
 * starts the send (the body is rendered through the article pipeline, its links stored behind `/r/{id}`, and the
 * archive's HTML returned to be kept as `sentHtml`); then {@link emailFor} for each recipient, which must be cheap
 * (the issue's rendering is kept; only the recipient's links differ).
 */
export interface NewsletterRenderer {
  prepareSend(manager: EntityManager, issue: Newsletter): Promise<{ sentHtml: string }>;
  /** One recipient's copy: subject, HTML, text and headers (List-Unsubscribe, List-Unsubscribe-Post). */
  emailFor(issue: Newsletter, recipient: NewsletterRecipient): Promise<Omit<OutgoingMail, 'kind' | 'to'>>;
  /** The test copy and the dashboard preview, without storing anything. */
  preview(issue: Pick<Newsletter, 'id' | 'slug' | 'subject' | 'preheader' | 'markdown'>): Promise<NewsletterPreview>;
}
