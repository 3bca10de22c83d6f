import { countWords, readingMinutes } from './words';

describe('countWords', () => {
  it('counts the words a reader sees, not tags or entities', () => {
    expect(countWords('<h2>Fit &amp; sizing</h2><p>Add <strong>two</strong> inches to the neck.</p>')).toBe(8);
  });

  it('ignores script and style bodies', () => {
    expect(countWords('<p>One two</p><script>var a = 1; var b = 2;</script><style>p { color: red }</style>')).toBe(2);
  });

  it('is zero for empty markup', () => {
    expect(countWords('<p></p>')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute and is never zero', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
