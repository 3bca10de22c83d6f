import { countWords, perWindow, readingMinutes, tryAgainIn, waitText } from './words';

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

describe('waitText and tryAgainIn', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
    [0, '1 second'],
  ])('says %i s as "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('words every "come back later" answer the same way', () => {
    expect(tryAgainIn(900)).toBe('Please try again in 15 minutes.');
    expect(tryAgainIn(30)).toBe('Please try again in 30 seconds.');
  });
});

describe('perWindow', () => {
  it.each([
    [3_600_000, 'an hour'],
    [60_000, 'a minute'],
    [86_400_000, 'a day'],
    [7_200_000, 'every 2 hours'],
    [5_400_000, 'every 90 minutes'],
    [45_000, 'every 45 seconds'],
  ])('says a window of %i ms as "%s"', (windowMs, text) => {
    expect(perWindow(windowMs)).toBe(text);
  });
});
