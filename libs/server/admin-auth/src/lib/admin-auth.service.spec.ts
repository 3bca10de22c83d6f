import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { RateLimitCounter, RateLimiter, TooManyRequestsError, UnauthorizedError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import argon2 from 'argon2';
import { AdminCredential } from './admin-credential.entity';
import { AdminAuthService, type AdminSecret } from './admin-auth.service';
import { AdminSession } from './admin-session.entity';

const quiet = { info: () => undefined, warn: () => undefined };

describe('AdminAuthService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;

  beforeEach(async () => {
    db = await createTestDataSource([AdminSession, RateLimitCounter, AdminCredential]);
    clock = new Date('2026-11-22T10:00:00Z');
  });
  afterEach(() => db.close());

  const service = (secret: AdminSecret = { password: 'correct horse battery' }) =>
    new AdminAuthService(
      db.dataSource.getRepository(AdminSession),
      new RateLimiter(db.dataSource, () => clock.getTime()),
      db.dataSource.getRepository(AdminCredential),
      secret,
      quiet,
      () => clock,
    );
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('gives a fresh 256-bit token per login and stores only its SHA-256', async () => {
    const auth = service();
    const first = await auth.login('correct horse battery', '10.0.0.1');
    const second = await auth.login('correct horse battery', '10.0.0.1');
    expect(first.success).toBe(true);
    expect(Buffer.from(first.sessionId!, 'base64url')).toHaveLength(32);
    expect(second.sessionId).not.toBe(first.sessionId);
    const rows = await db.dataSource.getRepository(AdminSession).find();
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [first.sessionId!, second.sessionId!].map((token) => createHash('sha256').update(token).digest('hex')).sort(),
    );
    await expect(auth.authenticate(first.sessionId)).resolves.toBeUndefined();
  });

  // A password that is not text never gets here: the REST schema and the GraphQL type refuse it at the edge.
  it('answers no success for a wrong, empty or oversized password', async () => {
    const auth = service();
    for (const password of ['wrong', '', 'x'.repeat(5000)]) expect(await auth.login(password, '10.0.0.2')).toEqual({ success: false });
  });

  it('counts a client key longer than its column by its first 100 characters (PostgreSQL would refuse the row)', async () => {
    const longKey = `2001:db8::${'f'.repeat(200)}`;
    for (let i = 0; i < 5; i++) expect(await service().login('wrong', longKey)).toEqual({ success: false });
    await expect(service().login('correct horse battery', `${longKey}-other-tail`)).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('locks an address out after 5 failures in 15 minutes, across a restart, and lets it back after', async () => {
    for (let i = 0; i < 5; i++) await service().login('wrong', '10.0.0.3');
    const restarted = service();
    await expect(restarted.login('correct horse battery', '10.0.0.3')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(restarted.login('correct horse battery', '10.0.0.3')).rejects.toThrow(/Too many failed login attempts/);
    expect((await restarted.login('correct horse battery', '10.0.0.4')).success).toBe(true);
    advance(15 * 60 * 1000);
    expect((await restarted.login('correct horse battery', '10.0.0.3')).success).toBe(true);
  });

  it('counts only failures: right passwords in between use none of the five, and the refusal says how long to wait', async () => {
    const auth = service();
    for (let i = 0; i < 4; i++) {
      expect((await auth.login('wrong', '10.0.0.8')).success).toBe(false);
      expect((await auth.login('correct horse battery', '10.0.0.8')).success).toBe(true);
    }
    expect((await auth.login('wrong', '10.0.0.8')).success).toBe(false);
    advance(5 * 60 * 1000);
    const refusal = auth.login('correct horse battery', '10.0.0.8');
    await expect(refusal).rejects.toEqual(new TooManyRequestsError('Too many failed login attempts. Please try again in 10 minutes.', 600));
    await expect(refusal).rejects.toMatchObject({ retryAfterSeconds: 600 });
  });

  it('evaluates at most 5 of 40 simultaneous wrong passwords, and the right one among them cannot get past the lock', async () => {
    const auth = service();
    const guesses = Array.from({ length: 41 }, (_, i) => (i === 20 ? 'correct horse battery' : `guess-${i}`));
    const outcomes = await Promise.allSettled(guesses.map((password) => auth.login(password, '10.0.0.9')));
    const failures = outcomes.filter((outcome) => outcome.status === 'fulfilled' && !outcome.value.success);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failures).toHaveLength(5);
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(TooManyRequestsError);
    expect(refused.length).toBeGreaterThanOrEqual(35);
    await expect(service().login('correct horse battery', '10.0.0.9')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('expires a session after 30 idle minutes, and after 12 hours whatever the activity', async () => {
    const auth = service();
    const idle = (await auth.login('correct horse battery', 'a')).sessionId;
    advance(29 * 60 * 1000);
    await auth.authenticate(idle);
    advance(29 * 60 * 1000);
    await auth.authenticate(idle);
    advance(30 * 60 * 1000);
    await expect(auth.authenticate(idle)).rejects.toBeInstanceOf(UnauthorizedError);

    const busy = (await auth.login('correct horse battery', 'b')).sessionId;
    for (let hour = 0; hour < 12 * 4; hour++) {
      advance(15 * 60 * 1000);
      if (hour < 12 * 4 - 1) await auth.authenticate(busy);
    }
    await expect(auth.authenticate(busy)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects missing and unknown tokens, and logout ends the session', async () => {
    const auth = service();
    await expect(auth.authenticate(undefined)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(auth.authenticate('made-up')).rejects.toBeInstanceOf(UnauthorizedError);
    const { sessionId = '' } = await auth.login('correct horse battery', 'c');
    expect(sessionId).not.toBe('');
    await auth.logout(sessionId);
    await expect(auth.authenticate(sessionId)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(auth.logout('never-issued')).resolves.toBeUndefined();
  });

  it('accepts an argon2id ADMIN_PASSWORD_HASH', async () => {
    const auth = service({ passwordHash: await argon2.hash('from-a-hash-123', { type: argon2.argon2id }) });
    expect((await auth.login('from-a-hash-123', 'd')).success).toBe(true);
    expect((await auth.login('correct horse battery', 'd')).success).toBe(false);
  });

  it('generates a password once when none is configured, storing only its hash; setPassword ends every session', async () => {
    const auth = service({});
    const generated = await auth.ensurePassword();
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await service({}).ensurePassword()).toBeUndefined();
    const [stored] = await db.dataSource.getRepository(AdminCredential).find();
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(generated);
    const { sessionId } = await auth.login(generated ?? '', 'e');
    await auth.authenticate(sessionId);

    await auth.setPassword('a brand new passphrase');
    await expect(auth.authenticate(sessionId)).rejects.toBeInstanceOf(UnauthorizedError);
    expect((await auth.login(generated ?? '', 'e')).success).toBe(false);
    expect((await auth.login('a brand new passphrase', 'e')).success).toBe(true);
  });
});
