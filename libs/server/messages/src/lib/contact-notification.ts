import type { Outbox } from '@bcg/server/mail';
import type { ContactMessage } from './contact-message.entity';
import type { ContactMessageHook } from './contact-message.service';

/** The outbox's `kind` of these emails (the admin Outbox tab shows it). */
export const CONTACT_NOTIFICATION_KIND = 'contact-notification';

/** The outbox caps a subject line at 300 characters; a long name and subject together are cut, never refused. */
const SUBJECT_MAX_LENGTH = 300;

/**
 * Tells the site's owner (CONTACT_NOTIFY_EMAIL) of each new message, through the outbox and in the transaction that
 * stores it. Reply-To is the sender, so answering the email answers the visitor; the whole message is in the body,
 * as plain text only (what a visitor typed is never put into HTML).
 */
export function contactNotification(outbox: Pick<Outbox, 'enqueue'>, options: { to: string; siteUrl: string }): ContactMessageHook {
  return async (manager, message) => {
    await outbox.enqueue(manager, {
      kind: CONTACT_NOTIFICATION_KIND,
      to: options.to,
      subject: `Contact form: ${message.subject ?? '(no subject)'} (from ${message.name})`.slice(0, SUBJECT_MAX_LENGTH),
      text: notificationText(message, options.siteUrl),
      headers: { 'Reply-To': message.email },
    });
  };
}

function notificationText(message: ContactMessage, siteUrl: string): string {
  return [
    'A new message arrived through the contact form of Bulldog Collar Guide.',
    '',
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject ?? '(no subject)'}`,
    `Received: ${message.createdAt.toISOString()}`,
    '',
    message.message,
    '',
    '--',
    'Reply to this email to answer the sender directly.',
    `Mark it read in the admin dashboard: ${siteUrl}/admin/dashboard`,
  ].join('\n');
}
