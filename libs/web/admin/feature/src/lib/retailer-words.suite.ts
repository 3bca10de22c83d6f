import { attentionWords, intervalWords, relativeTime } from './retailer-words';

describe('retailer words', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('says how long ago or until, in the largest whole unit', () => {
    expect(relativeTime('2026-11-24T09:30:00Z', now)).toBe('2 days ago');
    expect(relativeTime('2026-11-26T09:59:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-11-26T12:20:00Z', now)).toBe('in 20 minutes');
    expect(relativeTime('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-26T12:00:30Z', now)).toBe('within a minute');
  });

  it('says the interval as the owner set it', () => {
    expect(intervalWords(60)).toBe('every hour');
    expect(intervalWords(1440)).toBe('every 24 hours');
    expect(intervalWords(90)).toBe('every 90 minutes');
  });

  it('counts the links needing attention in words', () => {
    expect(attentionWords(1)).toBe('1 retailer link needs attention');
    expect(attentionWords(3)).toBe('3 retailer links need attention');
  });
});
