import { generationRules } from './content-generation.service';

describe('generation limits', () => {
  it('count per address by the hour and for the site by the UTC day', () => {
    const rules = generationRules({ dailyLimit: 20, addressHourlyLimit: 5 });
    expect(rules.daily).toMatchObject({ bucket: 'generation-daily', limit: 20, windowMs: 86_400_000 });
    expect(rules.address).toMatchObject({ bucket: 'generation-address', limit: 5, windowMs: 3_600_000 });
    expect(rules.daily.message(5400)).toBe(
      'The daily content generation budget (20 calls) is used up. It resets at midnight UTC, in about 2 hours.',
    );
    expect(rules.address.message(30)).toBe(
      'Too many content generation requests from this address (at most 5 an hour). Please try again in 30 seconds.',
    );
  });
});
