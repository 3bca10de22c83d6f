import 'reflect-metadata';
import { NotFoundError, RateLimitCounter, RateLimiter, SigningKey, TooManyRequestsError, ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { Outbox, OutboxEmail } from '@bcg/server/mail';
import { EmailSubscriber } from '../email-subscriber.entity';
import type { AddressAlert, AddressAlerts } from './address-alerts';
import { PREFERENCE_LINK_DAYS, PreferenceLinks } from './preference-links';
import { PREFERENCES_MESSAGES, PreferencesService } from './preferences.service';

const SITE = 'https://bulldogs.example';
const DAY = 24 * 60 * 60 * 1000;

/** The price-alerts lib's part, as the page sees it: alerts per address, ended on request. */
function fakeAlerts(): AddressAlerts & { open: Map<number, AddressAlert & { email: string }> } {
  const open = new Map<number, AddressAlert & { email: string }>();
  return {
    open,
    listFor: async (email) => [...open.values()].filter((alert) => alert.email === email),
    end: async (email, id) => open.get(id)?.email === email && open.delete(id),
    endAll: async (_manager, email) => {
      const mine = [...open.values()].filter((alert) => alert.email === email);
      mine.forEach((alert) => open.delete(alert.id));
      return mine.length;
    },
  };
}

describe('PreferencesService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;
  let links: PreferenceLinks;
  let alerts: ReturnType<typeof fakeAlerts>;
  let service: PreferencesService;
  const alert = (id: number, email: string): AddressAlert & { email: string } => ({
    id,
    email,
    productName: `Collar ${id}`,
    productSlug: `collar-${id}`,
    belowCents: 2999,
    currency: 'USD',
    status: 'active',
    lastFiredAt: null,
  });
  const subscriber = () => db.dataSource.getRepository(EmailSubscriber).findOneByOrFail({ email: 'reader@example.com' });

  beforeEach(async () => {
    db = await createTestDataSource([EmailSubscriber, OutboxEmail, SigningKey, RateLimitCounter]);
    clock = new Date('2026-11-23T12:00:00Z');
    const now = () => clock;
    links = new PreferenceLinks(db.dataSource, { siteUrl: SITE, now });
    alerts = fakeAlerts();
    service = new PreferencesService(db.dataSource, links, new Outbox(db.dataSource, { siteUrl: SITE, now }), {
      siteUrl: SITE,
      now,
      alerts,
    });
    await db.dataSource.getRepository(EmailSubscriber).save({
      email: 'reader@example.com',
      status: 'confirmed',
      signedUpAt: clock,
      confirmedAt: clock,
      unsubscribeToken: 'u'.repeat(43),
    });
    alerts.open.set(1, alert(1, 'reader@example.com'));
    alerts.open.set(2, alert(2, 'reader@example.com'));
    alerts.open.set(3, alert(3, 'other@example.com'));
  });
  afterEach(() => db.close());

  it("shows the address's newsletter choice and only its own alerts", async () => {
    const view = await service.get(await links.tokenFor('Reader@example.com'));
    expect(view).toMatchObject({ email: 'reader@example.com', subscribed: true, newsletter: true });
    expect(view.alerts.map((a) => a.id)).toEqual([1, 2]);
  });

  it('switches the newsletter off and on, keeping the subscription', async () => {
    const token = await links.tokenFor('reader@example.com');
    expect((await service.update(token, { newsletter: false })).newsletter).toBe(false);
    expect(await subscriber()).toMatchObject({ status: 'confirmed', newsletter: false });
    expect((await service.update(token, { newsletter: true })).newsletter).toBe(true);
  });

  it('removes one alert of the address, never another address’s', async () => {
    const token = await links.tokenFor('reader@example.com');
    expect((await service.removeAlert(token, 1)).alerts.map((a) => a.id)).toEqual([2]);
    await expect(service.removeAlert(token, 3)).rejects.toThrow(new NotFoundError(PREFERENCES_MESSAGES.alertGone));
    expect(alerts.open.has(3)).toBe(true);
  });

  it('turns price alerts off, or everything: unsubscribed and every alert ended', async () => {
    const token = await links.tokenFor('reader@example.com');
    expect((await service.update(token, { priceAlerts: false })).alerts).toEqual([]);
    alerts.open.set(4, alert(4, 'reader@example.com'));
    const view = await service.update(token, { everything: false });
    expect(view).toMatchObject({ subscribed: false, newsletter: false, alerts: [] });
    expect((await subscriber()).status).toBe('unsubscribed');
    expect(alerts.open.has(3)).toBe(true);
    await expect(service.update(token, { newsletter: true })).rejects.toThrow(PREFERENCES_MESSAGES.notSubscribed);
  });

  it('refuses a guessed link, and for an expired one emails a fresh link only to a known address, saying the same either way', async () => {
    await expect(service.get('bm9ib2R5.zzzz.' + 'A'.repeat(43))).rejects.toThrow(new NotFoundError(PREFERENCES_MESSAGES.invalid));
    const known = await links.tokenFor('reader@example.com');
    const unknown = await links.tokenFor('stranger@example.com');
    clock = new Date(clock.getTime() + (PREFERENCE_LINK_DAYS + 1) * DAY);
    await expect(service.get(known)).rejects.toThrow(new ValidationError(PREFERENCES_MESSAGES.expired));
    expect(await service.sendFreshLink(known, 'client')).toBe(PREFERENCES_MESSAGES.freshLinkSent);
    expect(await service.sendFreshLink(unknown, 'client')).toBe(PREFERENCES_MESSAGES.freshLinkSent);
    const sent = await db.dataSource.getRepository(OutboxEmail).find();
    expect(sent.map((email) => email.toAddress)).toEqual(['reader@example.com']);
    const fresh = /\/preferences\?token=([A-Za-z0-9_.-]+)/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect((await service.get(fresh)).email).toBe('reader@example.com');
  });

  it('emails one address at most its limit of fresh links, however many clients ask, answering all alike', async () => {
    const limiter = new RateLimiter(db.dataSource, () => clock.getTime());
    const limited = new PreferencesService(db.dataSource, links, new Outbox(db.dataSource, { siteUrl: SITE, now: () => clock }), {
      siteUrl: SITE,
      now: () => clock,
      alerts,
      freshLinkLimit: limiter.guard({
        bucket: 'preferences-link',
        limit: 2,
        windowMs: 60 * 60 * 1000,
        message: (seconds) => `wait ${seconds}`,
      }),
      recipientLimit: limiter.recipientLimit({ bucket: 'recipient-email', limit: 3, windowMs: 60 * 60 * 1000 }),
    });
    const known = await links.tokenFor('reader@example.com');
    const unknown = await links.tokenFor('stranger@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => limited.sendFreshLink(known, `client-${n}`)));
    answers.push(await limited.sendFreshLink(unknown, 'client-10'));
    expect(new Set(answers)).toEqual(
      new Set([
        'If this address gets emails from us, a fresh preferences link is on its way to it, unless it has had 3 of our confirmation and preferences links an hour already: then use the newest one.',
      ]),
    );
    expect((await db.dataSource.getRepository(OutboxEmail).find()).map((email) => email.toAddress)).toEqual(
      Array(3).fill('reader@example.com'),
    );
    // The client's own limit: each call counts, the third from one client is refused.
    await limited.sendFreshLink(unknown, 'one-client');
    await limited.sendFreshLink(unknown, 'one-client');
    await expect(limited.sendFreshLink(unknown, 'one-client')).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
