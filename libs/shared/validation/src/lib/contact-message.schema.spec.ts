import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from './contact-message.schema';
import { fieldErrors } from './schema-kit';

const validateContactMessage = (fields: unknown) => fieldErrors(contactMessageSchema, fields);

const valid = { name: 'Dana', email: 'dana@example.com', subject: '', message: 'Which size for a 40 lb English bulldog?' };

describe('contactMessageSchema', () => {
  it('accepts a message without a subject, and line breaks in the message', () => {
    expect(validateContactMessage(valid)).toEqual({});
    expect(validateContactMessage({ ...valid, subject: 'Sizing', message: 'Line one\nLine two\r\n\tindented' })).toEqual({});
  });

  it('accepts every field at its cap and names each field one character over it', () => {
    const atCap = {
      ...valid,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    };
    expect(validateContactMessage(atCap)).toEqual({});
    expect(
      validateContactMessage({ ...atCap, name: `${atCap.name}n`, subject: `${atCap.subject}s`, message: `${atCap.message}m` }),
    ).toEqual({
      name: 'Name must be at most 120 characters',
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
    });
  });

  it('requires a name, a valid email and a message (spaces alone do not count)', () => {
    expect(validateContactMessage({ name: '  ', email: 'not-an-address', subject: '', message: '\n ' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'Please enter a valid email address',
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses control characters: a line break in the name or subject, NUL anywhere', () => {
    expect(validateContactMessage({ ...valid, name: 'Dana\nBcc: x', subject: 'Hi\r\nBcc: y', message: 'a\u0000b' })).toEqual({
      name: 'Name must be plain text on one line',
      subject: 'Subject must be plain text on one line',
      message: CONTACT_MESSAGES.messageControl,
    });
  });
});

describe('contactMessageSchema output', () => {
  it('is what is stored: every field trimmed, a blank subject empty', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Dana ', subject: '  ', message: '\n Which size? \n' });
    expect([parsed.name, parsed.subject, parsed.message]).toEqual(['Dana', '', 'Which size?']);
  });
});
