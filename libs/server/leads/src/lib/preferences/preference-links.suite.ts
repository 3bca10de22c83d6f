import 'reflect-metadata';
import { SigningKey } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { PREFERENCE_LINK_DAYS, PreferenceLinks } from './preference-links';

const SITE = 'https://bulldogs.example';
const DAY = 24 * 60 * 60 * 1000;

describe('PreferenceLinks', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;
  const links = () => new PreferenceLinks(db.dataSource, { siteUrl: SITE, now: () => clock });

  beforeEach(async () => {
    db = await createTestDataSource([SigningKey]);
    clock = new Date('2026-11-23T12:00:00Z');
  });
  afterEach(() => db.close());

  it('links to the preferences page with a token that opens the normalised address', async () => {
    const url = await links().preferencesUrl('  Reader@Example.COM ');
    expect(url).toMatch(new RegExp(`^${SITE}/preferences\\?token=[A-Za-z0-9_.-]+$`));
    const token = new URL(url).searchParams.get('token') ?? '';
    // Another process (a new instance) reads the key from the table and accepts the token.
    expect(await links().read(token)).toEqual({ status: 'valid', email: 'reader@example.com' });
    expect(await db.dataSource.getRepository(SigningKey).count()).toBe(1);
  });

  it('refuses a guessed, altered or malformed token', async () => {
    const token = await links().tokenFor('reader@example.com');
    const [, expiry, signature] = token.split('.');
    const otherAddress = Buffer.from('someone@example.com').toString('base64url');
    for (const guess of [
      `${otherAddress}.${expiry}.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'abc',
      '',
      `${token}.x`,
    ]) {
      expect(await links().read(guess)).toEqual({ status: 'invalid' });
    }
  });

  it('still names the address of an expired token, so a fresh link can be sent to it', async () => {
    const token = await links().tokenFor('reader@example.com');
    clock = new Date(clock.getTime() + (PREFERENCE_LINK_DAYS - 1) * DAY);
    expect((await links().read(token)).status).toBe('valid');
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await links().read(token)).toEqual({ status: 'expired', email: 'reader@example.com' });
  });

  it('builds a link inside a transaction in a process that has not read the key yet, through that transaction', async () => {
    const fresh = links();
    // The key is made inside a transaction that then rolls back: it is not remembered, so no token of it survives.
    await expect(
      db.dataSource.transaction(async (manager) => {
        await fresh.tokenFor('reader@example.com', manager);
        throw new Error('the work failed after building its link');
      }),
    ).rejects.toThrow('the work failed');
    expect(await db.dataSource.getRepository(SigningKey).count()).toBe(0);
    // A read started outside, still pending, is not waited for inside a transaction (on SQLite it waits for it).
    const outside = fresh.tokenFor('first@example.com');
    const inside = await db.dataSource.transaction((manager) => fresh.tokenFor('reader@example.com', manager));
    expect(await links().read(inside)).toEqual({ status: 'valid', email: 'reader@example.com' });
    expect(await links().read(await outside)).toEqual({ status: 'valid', email: 'first@example.com' });
  });
});
