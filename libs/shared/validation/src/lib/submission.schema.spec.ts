import { isRetailerUrl } from '@bcg/shared/affiliate-links';
import fc from 'fast-check';
import { fieldErrors } from './schema-kit';
import { extractAsin, SUBMISSION_MESSAGES, submissionSchema } from './submission.schema';

const validateProductSubmission = (fields: unknown) => fieldErrors(submissionSchema, fields);

describe('extractAsin', () => {
  it.each([
    ['B0CX7K2M9Q', 'B0CX7K2M9Q'],
    [' b0cx7k2m9q ', 'B0CX7K2M9Q'],
    ['https://www.amazon.com/dp/B0CX7K2M9Q', 'B0CX7K2M9Q'],
    ['https://www.amazon.com/Ironbark-Collar/dp/B0CX7K2M9Q/ref=sr_1_1?keywords=collar', 'B0CX7K2M9Q'],
    ['https://amazon.co.uk/gp/product/B0CX7K2M9Q?th=1', 'B0CX7K2M9Q'],
    ['https://www.amazon.de/gp/aw/d/B0CX7K2M9Q', 'B0CX7K2M9Q'],
  ])('finds the ASIN in %s', (reference, asin) => expect(extractAsin(reference)).toBe(asin));

  it.each([
    '',
    'B0CX7K2M9',
    'not an asin',
    'https://www.amazon.com/s?k=collar',
    'https://evil.example/dp/B0CX7K2M9Q',
    'javascript:alert(1)',
    'ftp://amazon.com/dp/B0CX7K2M9Q',
  ])('finds none in %s', (reference) => expect(extractAsin(reference)).toBeNull());

  // The submission form once accepted look-alike hosts that the affiliate-links lib refused to tag.
  it.each([
    'https://amazon.com.evil.net/dp/B0CX7K2M9Q',
    'https://www.amazon.evil.com/dp/B0CX7K2M9Q',
    'https://amazon.example/dp/B0CX7K2M9Q',
    'https://notamazon.com/dp/B0CX7K2M9Q',
    'https://amazon.com@evil.net/dp/B0CX7K2M9Q',
  ])('refuses the look-alike host %s', (reference) => expect(extractAsin(reference)).toBeNull());

  it('accepts a link exactly when the affiliate-links lib counts its host as Amazon', () => {
    const host = fc.constantFrom(
      'www.amazon.com',
      'amazon.co.uk',
      'smile.amazon.de',
      'amazon.com.evil.net',
      'amazon.evil.com',
      'evil.net',
      'amazon.zz',
    );
    fc.assert(
      fc.property(host, fc.constantFrom('/dp/', '/gp/product/'), (hostname, path) => {
        const url = `https://${hostname}${path}B0CX7K2M9Q`;
        expect(extractAsin(url) !== null).toBe(isRetailerUrl(url));
      }),
    );
  });

  it('never throws, and anything it returns is an upper-case ASIN', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        const asin = extractAsin(text);
        if (asin !== null) expect(asin).toMatch(/^[A-Z0-9]{10}$/);
      }),
    );
  });
});

describe('submissionSchema', () => {
  const valid = { productName: 'Harbor Collar', productReference: 'B0CM3T5W9R', submitterName: '', submitterEmail: 'owner@example.com' };

  it('accepts a complete submission (the name is optional)', () => {
    expect(validateProductSubmission(valid)).toEqual({});
  });

  it('reports every problem with its field', () => {
    expect(
      validateProductSubmission({
        productName: ' ',
        productReference: '',
        submitterName: 'x'.repeat(121),
        submitterEmail: 'not-an-address',
      }),
    ).toEqual({
      productName: SUBMISSION_MESSAGES.productNameRequired,
      productReference: SUBMISSION_MESSAGES.referenceRequired,
      submitterName: SUBMISSION_MESSAGES.submitterNameTooLong,
      submitterEmail: 'Please enter a valid email address',
    });
    expect(validateProductSubmission({ ...valid, productReference: 'https://www.amazon.com/s?k=collar' }).productReference).toBe(
      SUBMISSION_MESSAGES.referenceInvalid,
    );
    expect(validateProductSubmission({ ...valid, productName: 'x'.repeat(201) }).productName).toBe(SUBMISSION_MESSAGES.productNameTooLong);
    expect(validateProductSubmission({ ...valid, productName: 'Harbor\u0000Collar' }).productName).toBe(
      'Product name must be plain text on one line',
    );
    expect(validateProductSubmission({ ...valid, submitterName: 'Sam\nSmith' }).submitterName).toBe('Name must be plain text on one line');
    expect(validateProductSubmission({ ...valid, productName: 'Café « Bouledogue » 🐶 "quoted" \'single\'' })).toEqual({});
  });
});
