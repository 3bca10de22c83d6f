import { generationRules, waitText } from './content-generation.service';

describe('generation limits', () => {
  it('count per address by the hour and for the site by the UTC day', () => {
    const rules = generationRules({ dailyLimit: 20, addressHourlyLimit: 5 });
    expect(rules.daily).toMatchObject({ bucket: 'generation-daily', limit: 20, windowMs: 86_400_000 });
    expect(rules.address).toMatchObject({ bucket: 'generation-address', limit: 5, windowMs: 3_600_000 });
    expect(rules.daily.message(5400)).toBe('The daily content generation budget (20 calls) is used up. It resets at midnight UTC, in about 2 hours.');
    expect(rules.address.message(30)).toBe('Too many content generation requests from this address (at most 5 an hour). Try again in 30 seconds.');
  });

  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('says %i s as "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
