import { MEASURING_STEPS, SIZE_CHART } from '@bcg/shared/sizing';
import { confirmationEmail, sizingGuideEmail } from './subscriber-emails';

const links = { siteUrl: 'https://bulldogs.example', unsubscribeUrl: 'https://bulldogs.example/unsubscribe?token=abc' };

describe('the sizing guide email', () => {
  const email = sizingGuideEmail(links);

  it('gives every measuring step and every row of the size chart, in the HTML and in the plain text', () => {
    for (const step of MEASURING_STEPS) {
      expect(email.text).toContain(step);
      expect(email.html).toContain(step.replace(/'/g, '&#39;'));
    }
    for (const row of SIZE_CHART) {
      const cells = [
        row.age,
        `${row.weightLbs.min}-${row.weightLbs.max} lbs`,
        `${row.neckIn.min}-${row.neckIn.max} in`,
        `${row.collarIn.min}-${row.collarIn.max} in`,
      ];
      for (const cell of cells) {
        expect(email.html).toContain(`>${cell}</t`);
        expect(email.text).toContain(cell);
      }
    }
  });

  it('links the printable guide and the unsubscribe page, and works without images or style sheets', () => {
    expect(email.html).toContain('href="https://bulldogs.example/sizing-guide"');
    expect(email.text).toContain('https://bulldogs.example/sizing-guide');
    expect(email.html).toContain('href="https://bulldogs.example/unsubscribe?token=abc"');
    expect(email.text).toContain('Unsubscribe: https://bulldogs.example/unsubscribe?token=abc');
    expect(email.html).not.toMatch(/<img|<link|<style|<script/i);
  });
});

describe('the confirmation email', () => {
  it('carries the link in both parts, escaped in the HTML', () => {
    const email = confirmationEmail({ ...links, confirmUrl: 'https://bulldogs.example/subscribe/confirm?token=a"b&c' });
    expect(email.text).toContain('https://bulldogs.example/subscribe/confirm?token=a"b&c');
    expect(email.html).toContain('href="https://bulldogs.example/subscribe/confirm?token=a&#34;b&#38;c"');
    expect(email.html).not.toContain('token=a"b');
    expect(email.text).toContain('7 days');
  });
});
