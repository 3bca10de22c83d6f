import { BREED_FIGURES, MEASURING_STEPS, SIZE_CHART, TWO_FINGER_CHECK } from '@bcg/shared/sizing';
import { confirmationEmail, sizingGuideEmail } from './subscriber-emails';

const links = {
  siteUrl: 'https://bulldogs.example',
  unsubscribeUrl: 'https://bulldogs.example/unsubscribe?token=abc',
  preferencesUrl: 'https://bulldogs.example/preferences?token=signed',
};

describe('the footer of every subscriber email', () => {
  it('links to the preferences page and to the unsubscribe page, in the HTML and in the plain text', () => {
    for (const email of [sizingGuideEmail(links), confirmationEmail({ ...links, confirmUrl: 'https://bulldogs.example/c' })]) {
      expect(email.text).toContain(`Your email preferences: ${links.preferencesUrl}`);
      expect(email.html).toContain(`href="${links.preferencesUrl}"`);
      expect(email.html).toMatch(/>Email preferences<\/a>/);
      expect(email.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    }
  });
});

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

  it('links the printable guide and the unsubscribe page, and works without images or style sheets (the one style block is the dark scheme)', () => {
    expect(email.html).toContain('href="https://bulldogs.example/sizing-guide"');
    expect(email.text).toContain('https://bulldogs.example/sizing-guide');
    expect(email.html).toContain('href="https://bulldogs.example/unsubscribe?token=abc"');
    expect(email.text).toContain('Unsubscribe: https://bulldogs.example/unsubscribe?token=abc');
    expect(email.html).not.toMatch(/<img|<link|<script/i);
    const styles = [...email.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toMatch(/^@media \(prefers-color-scheme: dark\)\{.*\}$/);
    expect(email.html).toContain('<meta name="color-scheme" content="light dark">');
  });
});

describe('the sizing guide email for a breed', () => {
  const range = (r: { min: number; max: number }, unit: string) => `${r.min}-${r.max} ${unit}`;
  const general = SIZE_CHART.find((row) => row.age === 'Adult')!;

  it("gives a French bulldog's owner the Frenchie's adult figures and the puppy rows it grows through, not the big dogs' adult row", () => {
    const email = sizingGuideEmail({ ...links, breed: 'french' });
    const french = BREED_FIGURES.french;
    expect(email.subject).toBe('Your French Bulldog collar sizing guide');
    for (const cell of ['Adult French Bulldog', range(french.weightLbs, 'lbs'), range(french.neckIn, 'in'), range(french.collarIn, 'in')]) {
      expect(email.html).toContain(`>${cell}</t`);
      expect(email.text).toContain(cell);
    }
    expect(email.text).toContain(`collar ${range(french.widthIn, 'in')} wide`);
    const puppyRows = SIZE_CHART.filter((row) => row.age !== 'Adult' && row.weightLbs.min < french.weightLbs.max);
    expect(puppyRows.length).toBeGreaterThan(0);
    for (const row of puppyRows) expect(email.html).toContain(`>${row.age}</th>`);
    for (const body of [email.html, email.text]) {
      expect(body).not.toContain(range(general.weightLbs, 'lbs'));
      expect(body).not.toContain(`${range(general.neckIn, 'in')}`);
      for (const other of [BREED_FIGURES.english, BREED_FIGURES.american]) expect(body).not.toContain(other.name);
    }
  });

  it('gives the general chart and the adult figures of all three breeds when no breed was named', () => {
    const email = sizingGuideEmail({ ...links, breed: null });
    for (const figures of Object.values(BREED_FIGURES)) {
      expect(email.html).toContain(`>Adult ${figures.name}</th>`);
      expect(email.text).toContain(`Weight: ${range(figures.weightLbs, 'lbs')}, Neck: ${range(figures.neckIn, 'in')}`);
    }
    for (const row of SIZE_CHART) expect(email.html).toContain(`>${row.age}</th>`);
    expect(email.text).toContain(TWO_FINGER_CHECK);
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
