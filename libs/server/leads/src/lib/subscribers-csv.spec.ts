import type { EmailSubscriber } from './email-subscriber.entity';
import { subscribersCsv } from './subscribers-csv';

describe('subscribersCsv', () => {
  it('writes the consent wording on one line, whatever line breaks it was stored with', () => {
    const subscriber = {
      email: 'reader@example.com',
      status: 'confirmed',
      leadMagnet: 'sizing-guide',
      subscribedAt: new Date('2026-11-20T09:00:00.000Z'),
      signedUpAt: new Date('2026-11-20T09:00:00.000Z'),
      signupPage: '/sizing-guide',
      consentWording: 'Send me the free sizing guide\r\nand occasional emails.\n\nUnsubscribe any time.',
      confirmedAt: new Date('2026-11-20T09:05:00.000Z'),
      unsubscribedAt: null,
    } as unknown as EmailSubscriber;
    const lines = subscribersCsv([subscriber]).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Send me the free sizing guide and occasional emails. Unsubscribe any time.,');
  });
});
