import { utcDateTime, zonedDateTime } from './zoned-time';

describe('zonedDateTime', () => {
  it('writes a scheduled time in the owner’s zone with the offset of that date and the zone’s name', () => {
    expect(zonedDateTime(new Date('2026-11-28T08:00:00.000Z'), 'Europe/Paris')).toBe('Nov 28, 2026, 9:00 AM (UTC+01:00, Europe/Paris)');
    // Summer time: the same zone, another offset.
    expect(zonedDateTime(new Date('2026-07-01T08:00:00.000Z'), 'Europe/Paris')).toBe('Jul 1, 2026, 10:00 AM (UTC+02:00, Europe/Paris)');
    expect(zonedDateTime(new Date('2026-11-28T12:00:00.000Z'), 'America/St_Johns')).toBe(
      'Nov 28, 2026, 8:30 AM (UTC-03:30, America/St_Johns)',
    );
    expect(zonedDateTime(new Date('2026-11-28T12:00:00.000Z'), 'UTC')).toBe('Nov 28, 2026, 12:00 PM (UTC+00:00, UTC)');
  });

  it('writes the moment the server stores in UTC', () => {
    expect(utcDateTime(new Date('2026-11-28T08:00:00.000Z'))).toBe('2026-11-28 08:00 UTC');
  });
});
