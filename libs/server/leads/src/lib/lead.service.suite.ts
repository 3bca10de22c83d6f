import 'reflect-metadata';
import { NotFoundError, SigningKey, ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { Outbox, OutboxEmail } from '@bcg/server/mail';
import { SIZING_GUIDE_SIGNUP_TEXT } from '@bcg/shared/validation';
import { EmailSubscriber } from './email-subscriber.entity';
import { LeadService, SIZING_GUIDE_CONSENT_WORDING } from './lead.service';
import { PreferenceLinks } from './preferences/preference-links';

const SITE = 'https://bulldogs.example';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('LeadService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let service: LeadService;
  let clock: Date;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeEach(async () => {
    db = await createTestDataSource([EmailSubscriber, OutboxEmail, SigningKey]);
    clock = new Date('2026-11-23T12:00:00Z');
    const now = () => clock;
    service = new LeadService(db.dataSource.getRepository(EmailSubscriber), new Outbox(db.dataSource, { siteUrl: SITE, now }), {
      siteUrl: SITE,
      now,
      preferenceLinks: new PreferenceLinks(db.dataSource, { siteUrl: SITE, now }),
    });
  });
  afterEach(() => db.close());

  const rows = () => db.dataSource.getRepository(EmailSubscriber).find({ order: { id: 'ASC' } });
  const emails = (kind?: string) => db.dataSource.getRepository(OutboxEmail).find({ where: kind ? { kind } : {}, order: { id: 'ASC' } });
  /** The token of the newest confirmation email's link, as the recipient would click it. */
  const lastConfirmToken = async () => {
    const [email] = (await emails('subscribe-confirmation')).slice(-1);
    return /\/subscribe\/confirm\?token=([A-Za-z0-9_-]+)/.exec(email?.text ?? '')?.[1] ?? '';
  };
  const unsubscribeToken = async () => (await rows())[0]?.unsubscribeToken ?? '';

  describe('confirmationMessage', () => {
    const withMail = (mailDelivers?: boolean) =>
      new LeadService(db.dataSource.getRepository(EmailSubscriber), new Outbox(db.dataSource, { siteUrl: SITE }), {
        siteUrl: SITE,
        mailDelivers,
        preferenceLinks: new PreferenceLinks(db.dataSource, { siteUrl: SITE }),
      });

    it('promises the inbox only when emails leave the machine (SMTP_URL set)', () => {
      expect(withMail(true).confirmationMessage('confirmed')).toBe(
        'Your email address is confirmed. The sizing guide is on its way to your inbox.',
      );
      for (const service of [withMail(false), withMail(undefined)]) {
        expect(service.mailDelivers).toBe(false);
        expect(service.confirmationMessage('confirmed')).toContain('the sizing guide waits in our outbox');
        expect(service.confirmationMessage('already-confirmed')).toContain('if the sizing guide has not arrived, it waits in our outbox');
        expect(service.confirmationMessage('confirmed')).not.toMatch(/on its way|was sent/);
      }
      expect(withMail(false).confirmationMessage('expired')).toBe(withMail(true).confirmationMessage('expired'));
    });
  });

  describe('subscribe', () => {
    it('stores a pending subscriber with its consent record, and queues one confirmation email', async () => {
      await expect(
        service.subscribe({ email: '  Fan@Example.COM ', leadMagnet: 'bulldog-sizing-guide', signupPage: '/guides' }, 'client'),
      ).resolves.toEqual({
        success: true,
        message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
      });
      const [row] = await rows();
      expect(row).toMatchObject({
        email: 'fan@example.com',
        leadMagnet: 'bulldog-sizing-guide',
        status: 'pending',
        signedUpAt: clock,
        signupPage: '/guides',
        consentWording: SIZING_GUIDE_CONSENT_WORDING,
        confirmedAt: null,
        unsubscribedAt: null,
      });
      // The wording is the form's visible text, all of it.
      for (const part of Object.values(SIZING_GUIDE_SIGNUP_TEXT)) expect(row?.consentWording).toContain(part);
      const [email, ...others] = await emails();
      expect(others).toEqual([]);
      expect(email).toMatchObject({ kind: 'subscribe-confirmation', toAddress: 'fan@example.com', status: 'pending' });
      expect(email?.headers).toEqual({
        'List-Unsubscribe': `<${SITE}/api/unsubscribe?token=${row?.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const token = await lastConfirmToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(email?.html).toContain(`${SITE}/subscribe/confirm?token=${token}`);
      // Only a hash of the token is kept with the subscriber.
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('keeps one row and sends one confirmation for concurrent repeats', async () => {
      await Promise.all(Array.from({ length: 10 }, () => service.subscribe({ email: 'fan@EXAMPLE.com ' }, 'client')));
      expect(await rows()).toHaveLength(1);
      expect((await rows())[0]?.leadMagnet).toBeNull();
      expect(await emails()).toHaveLength(1);
    });

    it('treats an address as one mailbox whatever its letter case: one row, one confirmation, one resend clock', async () => {
      for (const email of ['victim@x.test', 'Victim@x.test', ' VICTIM@X.TEST ']) await service.subscribe({ email }, 'client');
      expect((await rows()).map((row) => row.email)).toEqual(['victim@x.test']);
      expect((await emails()).map((email) => email.toAddress)).toEqual(['victim@x.test']);
      advance(10 * MINUTE);
      await service.subscribe({ email: 'vIcTiM@x.TeSt' }, 'client');
      expect(await rows()).toHaveLength(1);
      expect(await emails()).toHaveLength(2);
    });

    it('creates one row and sends one confirmation for 40 simultaneous sign-ups in mixed case', async () => {
      const cases = ['bomb@x.test', 'Bomb@x.test', 'BOMB@X.TEST', 'bOmB@X.test'];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => service.subscribe({ email: cases[index % cases.length]! }, `client-${index}`)),
      );
      expect(new Set(results.map((result) => result.message)).size).toBe(1);
      expect((await rows()).map((row) => row.email)).toEqual(['bomb@x.test']);
      expect((await emails()).map((email) => [email.kind, email.toAddress])).toEqual([['subscribe-confirmation', 'bomb@x.test']]);
    });

    it('re-sends the confirmation of a pending address at most once per 10 minutes, with a new link', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      const first = await lastConfirmToken();
      advance(10 * MINUTE - 1);
      await service.subscribe({ email: 'fan@example.com', signupPage: '/blog' }, 'client');
      expect(await emails()).toHaveLength(1);
      advance(1);
      await service.subscribe({ email: 'fan@example.com', signupPage: '/blog' }, 'client');
      expect(await emails()).toHaveLength(2);
      expect((await rows())[0]).toMatchObject({ signupPage: '/blog', signedUpAt: clock });
      // The newest email's link works; the replaced one is unknown.
      expect(await service.confirm(first)).toBe('unknown');
      expect(await service.confirm(await lastConfirmToken())).toBe('confirmed');
    });

    it('sends nothing new to a confirmed address', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      await service.confirm(await lastConfirmToken());
      advance(DAY);
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      expect((await emails()).map((email) => email.kind)).toEqual(['subscribe-confirmation', 'sizing-guide']);
    });

    it.each([
      [{ email: '' }, 'Email address is required'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ email: 'a@b' }, 'Email must be at least 5 characters'],
      [{ email: `${'a'.repeat(250)}@x.com` }, 'Email is too long'],
      [{ email: 'ok@example.com', leadMagnet: 'x'.repeat(121) }, 'leadMagnet must be text of at most 120 characters'],
      [{ email: 'ok@example.com', signupPage: 'https://evil.example/' }, 'signupPage must be a path of this site'],
      [{ email: 'ok@example.com', signupPage: '//evil.example' }, 'signupPage must be a path of this site'],
    ])('rejects %j with "%s" and stores and sends nothing', async (request, message) => {
      await expect(service.subscribe(request, 'client')).rejects.toBeInstanceOf(ValidationError);
      await expect(service.subscribe(request, 'client')).rejects.toThrow(message);
      expect(await rows()).toEqual([]);
      expect(await emails()).toEqual([]);
    });
  });

  describe('confirm', () => {
    it('confirms once, queues the sizing guide with the unsubscribe headers, and recognises the link used again', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      const token = await lastConfirmToken();
      advance(MINUTE);
      expect(await service.confirm(token)).toBe('confirmed');
      expect((await rows())[0]).toMatchObject({ status: 'confirmed', confirmedAt: clock });
      const [guide] = await emails('sizing-guide');
      expect(guide?.headers['List-Unsubscribe']).toBe(`<${SITE}/api/unsubscribe?token=${await unsubscribeToken()}>`);
      expect(guide?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(await service.confirm(token)).toBe('already-confirmed');
      expect(await emails('sizing-guide')).toHaveLength(1);
    });

    it('refuses a link older than 7 days, and a new sign-up sends one that works', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      const token = await lastConfirmToken();
      advance(7 * DAY - 1);
      advance(1);
      expect(await service.confirm(token)).toBe('expired');
      expect((await rows())[0]?.status).toBe('pending');
      expect(await emails('sizing-guide')).toEqual([]);
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      expect(await service.confirm(await lastConfirmToken())).toBe('confirmed');
    });

    it('works until the last millisecond of the 7 days', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      advance(7 * DAY - 1);
      expect(await service.confirm(await lastConfirmToken())).toBe('confirmed');
    });

    it.each(['', 'x', 'A'.repeat(43), 'not a token at all, much too long and with spaces in it'])(
      'answers unknown for %j',
      async (token) => {
        await service.subscribe({ email: 'fan@example.com' }, 'client');
        expect(await service.confirm(token)).toBe('unknown');
      },
    );
  });

  describe('breed', () => {
    it("stores the breed a sign-up names and sends that breed's chart once the address is confirmed", async () => {
      await service.subscribe({ email: 'frenchie@example.com', breed: 'french' }, 'client');
      expect((await rows())[0]?.breed).toBe('french');
      await service.confirm(await lastConfirmToken());
      const [guide] = await emails('sizing-guide');
      expect(guide?.subject).toBe('Your French Bulldog collar sizing guide');
      expect(guide?.text).toContain('Adult French Bulldog');
    });

    it('keeps the breed on record when a later sign-up names none, and takes a newer one', async () => {
      await service.subscribe({ email: 'dog@example.com', breed: 'english' }, 'client');
      advance(10 * MINUTE);
      await service.subscribe({ email: 'dog@example.com' }, 'client');
      expect((await rows())[0]?.breed).toBe('english');
      advance(10 * MINUTE);
      await service.subscribe({ email: 'dog@example.com', breed: 'american' }, 'client');
      expect((await rows())[0]?.breed).toBe('american');
    });

    it('refuses a breed the guide has no chart for', async () => {
      await expect(service.subscribe({ email: 'x@example.com', breed: 'poodle' as never }, 'client')).rejects.toThrow(
        'breed must be one of english, french, american, or left out',
      );
      expect(await rows()).toEqual([]);
    });
  });

  describe('unsubscribe', () => {
    it('stops every email: queued ones are withdrawn, the confirmation link is dead, and repeating it is harmless', async () => {
      await service.subscribe({ email: 'fan@example.com' }, 'client');
      const token = await lastConfirmToken();
      advance(MINUTE);
      await expect(service.unsubscribe(await unsubscribeToken())).resolves.toMatchObject({ success: true });
      expect((await rows())[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock });
      expect(await emails()).toEqual([
        expect.objectContaining({ kind: 'subscribe-confirmation', status: 'failed', lastError: 'Not sent: the address unsubscribed' }),
      ]);
      expect(await service.confirm(token)).toBe('unknown');
      await expect(service.unsubscribe(await unsubscribeToken())).resolves.toMatchObject({ success: true });
      expect(await emails()).toHaveLength(1);
    });

    it('refuses an unknown token with NotFoundError', async () => {
      await expect(service.unsubscribe('A'.repeat(43))).rejects.toBeInstanceOf(NotFoundError);
      await expect(service.unsubscribe('')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('lets an unsubscribed address sign up again: pending, a new consent record and a new confirmation', async () => {
      await service.subscribe({ email: 'fan@example.com', signupPage: '/' }, 'client');
      await service.confirm(await lastConfirmToken());
      await service.unsubscribe(await unsubscribeToken());
      advance(MINUTE);
      await service.subscribe({ email: 'fan@example.com', signupPage: '/collars' }, 'client');
      expect((await rows())[0]).toMatchObject({ status: 'pending', signedUpAt: clock, signupPage: '/collars', confirmedAt: null });
      expect((await emails('subscribe-confirmation')).at(-1)?.status).toBe('pending');
    });
  });
});
