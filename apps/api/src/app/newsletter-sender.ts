import type { MailConfig } from '@bcg/server/core';
import { createSmtpTransport, type MailTransport } from '@bcg/server/mail';
import { NewsletterSender } from '@bcg/server/newsletter';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppServices } from './services';

/**
 * Starts sending newsletter issues from this process (only while it holds the 'newsletter-send' lease, so one server
 * of several sends), on its own SMTP connections at NEWSLETTER_SEND_RATE_PER_MINUTE, and stops it in the graceful
 * shutdown. Without SMTP_URL a send's copies are queued all the same and stay in the outbox, as every email does.
 */
export function startNewsletterSender(
  app: FastifyInstance,
  dataSource: DataSource,
  services: AppServices,
  config: MailConfig,
  transport: MailTransport | undefined = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined,
): NewsletterSender {
  const sender = new NewsletterSender(
    dataSource,
    services.outbox,
    transport,
    services.newsletterRenderer,
    // A loop more than 80 % busy is serving readers: the send then rests as long as each batch took.
    { ...config, ratePerMinute: config.newsletterRatePerMinute, restWhenBusierThan: 0.8 },
    app.log,
    services.mailSuppressions,
  );
  const wake = () => sender.wake();
  services.newsletterWake.add(wake);
  app.addHook('onClose', async () => {
    services.newsletterWake.delete(wake);
    await sender.stop();
  });
  sender.start();
  return sender;
}
