import fc from 'fast-check';
import { EMAIL_MESSAGES, normaliseEmail, validateEmail } from './email';

describe('validateEmail', () => {
  it('accepts ordinary addresses, trimming first', () => {
    for (const email of ['owner@example.com', '  frenchie.fan+news@mail.example.co.uk ', 'a@b.co']) expect(validateEmail(email)).toBeNull();
  });

  it('says the address is required when empty or blank', () => {
    expect(validateEmail('')).toBe(EMAIL_MESSAGES.required);
    expect(validateEmail('   ')).toBe('Email address is required');
  });

  it('enforces 5 to 254 characters', () => {
    expect(validateEmail('a@bc')).toBe('Email must be at least 5 characters');
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
    expect(atLimit).toHaveLength(254);
    expect(validateEmail(atLimit)).toBeNull();
    expect(validateEmail(`${atLimit.slice(0, 64)}x${atLimit.slice(64)}`)).toBe('Email is too long');
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'two@@example.com',
    'owner@example',
    'owner@-example.com',
    'own er@example.com',
    'owner@exa mple.com',
    '<script>@x.com',
  ])('rejects %s', (email) => expect(validateEmail(email)).toBe('Please enter a valid email address'));

  it("never throws and always answers null or one of the site's messages", () => {
    const messages: Array<string | null> = [null, ...Object.values(EMAIL_MESSAGES)];
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => expect(messages).toContain(validateEmail(text))));
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases the whole address, so one mailbox has one form whatever its case', () => {
    expect(normaliseEmail('  Owner.Name@Example.COM ')).toBe('owner.name@example.com');
    const forms = ['victim@x.test', 'Victim@x.test', 'VICTIM@X.TEST', ' vIcTiM@X.test\t'].map(normaliseEmail);
    expect(new Set(forms)).toEqual(new Set(['victim@x.test']));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (text) => expect(normaliseEmail(normaliseEmail(text))).toBe(normaliseEmail(text))));
  });
});
