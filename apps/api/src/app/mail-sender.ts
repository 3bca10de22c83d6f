import type { MailConfig } from '@bcg/server/core';
import { createSmtpTransport, MailSender, type MailTransport, type Outbox, type SuppressionList } from '@bcg/server/mail';
import type { FastifyInstance } from 'fastify';

/**
 * Starts delivering the outbox over SMTP_URL, and stops it in the graceful shutdown (an onClose hook, so it runs
 * after the in-flight requests and before the database is closed). Without SMTP_URL nothing leaves the machine:
 * emails stay 'pending' in the outbox, where the admin reads them, and the log says so once.
 */
export function startMailSender(
  app: FastifyInstance,
  outbox: Outbox,
  config: MailConfig,
  suppressions: SuppressionList,
  transport: MailTransport | undefined = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined,
): MailSender | undefined {
  if (!transport) {
    app.log.warn('SMTP_URL is not set: no email leaves this machine; emails stay queued in the outbox (the admin Outbox tab shows them)');
    return undefined;
  }
  const sender = new MailSender(outbox, transport, config, app.log, suppressions);
  app.addHook('onClose', () => sender.stop());
  sender.start();
  return sender;
}
