import type { EmailSubscriber } from './email-subscriber.entity';
import { csvCell, subscribersCsv } from './subscribers-csv';

describe('csvCell', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

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
