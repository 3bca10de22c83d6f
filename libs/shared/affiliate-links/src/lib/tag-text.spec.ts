import { tagRetailerUrlsInHtmlText, tagRetailerUrlsInText } from './tag-text';

const T = 't-20';

describe('tagRetailerUrlsInText', () => {
  it('tags every retailer URL in prose', () => {
    expect(tagRetailerUrlsInText('A https://www.amazon.com/dp/B0C1234567 and http://amazon.co.uk/dp/B0C7654321?th=1 here', T)).toBe(
      'A https://www.amazon.com/dp/B0C1234567?tag=t-20 and http://amazon.co.uk/dp/B0C7654321?th=1&tag=t-20 here',
    );
  });

  it.each(['.', ',', ';', ':', '!', '?', ')', ']', '}', '...', '?!', ').'])('keeps trailing "%s" outside the URL', (punctuation) => {
    expect(tagRetailerUrlsInText(`See https://www.amazon.com/dp/B0C1234567${punctuation} Next`, T)).toBe(
      `See https://www.amazon.com/dp/B0C1234567?tag=t-20${punctuation} Next`,
    );
  });

  it('keeps a closing parenthesis that belongs to the URL, but not one that closes the sentence', () => {
    expect(tagRetailerUrlsInText('(see https://amazon.com/dp/B0C1234567)', T)).toBe('(see https://amazon.com/dp/B0C1234567?tag=t-20)');
    expect(tagRetailerUrlsInText('https://www.amazon.com/s?k=collar_(large)', T)).toBe(
      'https://www.amazon.com/s?k=collar_(large)&tag=t-20',
    );
    expect(tagRetailerUrlsInText('(https://www.amazon.com/s?k=(large)).', T)).toBe('(https://www.amazon.com/s?k=(large)&tag=t-20).');
  });

  it('stops at quotes and angle brackets', () => {
    expect(tagRetailerUrlsInText(`"https://amazon.com/dp/B0C1234567" 'https://amazon.ca/x'<https://amazon.de/y>`, T)).toBe(
      `"https://amazon.com/dp/B0C1234567?tag=t-20" 'https://amazon.ca/x?tag=t-20'<https://amazon.de/y?tag=t-20>`,
    );
  });

  it('replaces another tag and is idempotent', () => {
    const once = tagRetailerUrlsInText('Buy https://www.amazon.com/dp/B0C1234567?tag=other-20&th=1.', T);
    expect(once).toBe('Buy https://www.amazon.com/dp/B0C1234567?th=1&tag=t-20.');
    expect(tagRetailerUrlsInText(once, T)).toBe(once);
  });

  it('leaves other URLs, short links, lookalikes and plain text alone', () => {
    const text = 'Read https://www.akc.org/dog-breeds/bulldog/, https://amzn.to/3abc and https://amazon.evil.com/dp/X. www.amazon.com too.';
    expect(tagRetailerUrlsInText(text, T)).toBe(text);
    expect(tagRetailerUrlsInText('', T)).toBe('');
  });

  it('refuses an invalid tag', () => {
    expect(() => tagRetailerUrlsInText('x', 'bad tag')).toThrow(/affiliate tag/);
  });
});

describe('tagRetailerUrlsInHtmlText', () => {
  it('reads &amp; as the separator and writes it back escaped', () => {
    expect(tagRetailerUrlsInHtmlText('Buy https://amazon.com/s?k=a&amp;tag=other-20&amp;th=1.', T)).toBe(
      'Buy https://amazon.com/s?k=a&amp;th=1&amp;tag=t-20.',
    );
  });

  it('ends the URL at any other character reference', () => {
    expect(tagRetailerUrlsInHtmlText('&quot;https://amazon.com/dp/B0C1234567&quot; &lt;https://amazon.de/x&gt;', T)).toBe(
      '&quot;https://amazon.com/dp/B0C1234567?tag=t-20&quot; &lt;https://amazon.de/x?tag=t-20&gt;',
    );
  });

  it('leaves text without a retailer URL byte for byte', () => {
    const text = 'Fish &amp; chips at https://example.com/?a=1&amp;b=2 & more';
    expect(tagRetailerUrlsInHtmlText(text, T)).toBe(text);
  });
});
