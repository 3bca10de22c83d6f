// A server's newsletter sender on its own, in a process the crash test can kill: it sends the issues being sent in
// DATABASE_URL to SMTP_URL, introducing itself to the SMTP server as SENDER_NAME, and exits once none is left.
import 'reflect-metadata';
import { openDatabase } from '@bcg/server/core';
import { Outbox } from '@bcg/server/mail';
import nodemailer from 'nodemailer';
import { Newsletter } from '../../newsletter.entity';
import { NEWSLETTER_TEST_ENTITIES, SITE, testRenderer } from '../../testing/newsletter-fixture';
import { NewsletterSender } from '../newsletter-sender';

async function main(): Promise<void> {
  const env = process.env;
  const dataSource = await openDatabase(String(env['DATABASE_URL']), NEWSLETTER_TEST_ENTITIES);
  const transport = nodemailer.createTransport({ url: String(env['SMTP_URL']), pool: true, maxConnections: 3, name: env['SENDER_NAME'] });
  const sender = new NewsletterSender(
    dataSource,
    new Outbox(dataSource, { siteUrl: SITE }),
    transport,
    testRenderer(),
    {
      from: 'Guide <guide@bulldogs.example>',
      ratePerMinute: 1_000_000,
      maxAttempts: 8,
      retryBaseMs: 200,
      leaseMs: 1500,
      pollMs: 100,
      holder: env['SENDER_NAME'],
    },
    { info: () => undefined, warn: (details, message) => console.error(message, details) },
  );
  sender.start();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await dataSource.getRepository(Newsletter).countBy({ status: 'sending' })) === 0) break;
  }
  await sender.stop();
  await dataSource.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
