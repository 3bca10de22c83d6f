import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Product } from '@bcg/server/catalogue';
import { checkedInput, ConflictError, NO_RATE_LIMIT, SigningKey, ValidationError, type RateLimitGuard } from '@bcg/server/core';
import { EmailSubscriber, type AddressAlert, type AddressAlerts } from '@bcg/server/leads';
import type { Outbox } from '@bcg/server/mail';
import { normaliseEmail, PRICE_ALERT_MESSAGES, priceAlertSchema, priceMarkCents, type PriceAlertFields } from '@bcg/shared/validation';
import { Brackets, In, type DataSource, type EntityManager } from 'typeorm';
import {
  ALERT_CONFIRMATION_LINK_DAYS,
  ALERT_REST_DAYS,
  alertConfirmationEmail,
  dollars,
  priceDropEmail,
  type AlertEmailContent,
} from './price-alert-emails';
import { PriceAlert } from './price-alert.entity';

/** At most this many open (pending or active) alerts per address. */
export const MAX_OPEN_ALERTS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const STOP_KEY = 'price-alert-stop';
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const PRICE_ALERT_MESSAGES_OUT = {
  noPrice: PRICE_ALERT_MESSAGES.noPrice,
  tooMany: `This address has ${MAX_OPEN_ALERTS} price alerts already, the most one address can have: remove one from the preferences page linked in any of our emails, then set this one.`,
  unknownProduct: 'There is no collar with this productSlug in the catalogue.',
} as const;

/** What a confirmation link did. */
export type AlertConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/** A price the retailer sync stores for a product, handed to the listener inside the sync's transaction. */
export interface StoredRetailerPrice {
  productId: number;
  amountCents: number;
  currency: string;
  observedAt: Date;
}

export interface PriceAlertServiceOptions {
  /** SITE_URL: the links in the emails point there. */
  siteUrl: string;
  /** PRICE_MAX_AGE_HOURS: an older retailer price is no "current price" to set a mark below. */
  priceMaxAgeHours: number;
  /** The preferences page's link for an address (the signed link of the preferences page). */
  preferencesUrl: (manager: EntityManager, email: string) => Promise<string>;
  now?: () => Date;
}

/** The answer to a new alert: the same whether the address was known, so it tells nobody. */
export interface PriceAlertCreated {
  success: true;
  message: string;
  belowCents: number;
}

/**
 * Price-drop alerts: a reader asks to hear once when a collar's Amazon price is at or under a mark. Double opt-in
 * as for the guide (an address already confirmed skips it); the retailer sync fires them inside the transaction
 * that stores the prices ({@link onPricesStored}); a fired alert rests {@link ALERT_REST_DAYS} days.
 */
export class PriceAlertService implements AddressAlerts {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<Outbox, 'enqueue'>,
    private readonly options: PriceAlertServiceOptions,
    /** The sign-up limit (SUBSCRIBE_RATE_LIMIT), counted per client. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Sets (or moves) the alert of an address for a collar. Without `below` the mark is one cent under the current
   * Amazon price; a collar without a fresh one needs `below`. An address with a confirmed subscription or alert is
   * active at once; any other gets a confirmation email (again at most once per 10 minutes). Throws
   * ValidationError for bad input or a missing price, NotFound-like ValidationError for an unknown collar,
   * ConflictError past {@link MAX_OPEN_ALERTS} open alerts, TooManyRequestsError over the sign-up limit.
   */
  async create(request: PriceAlertFields, clientKey: string): Promise<PriceAlertCreated> {
    const input = checkedInput(priceAlertSchema, request);
    await this.rateLimit(clientKey);
    const email = normaliseEmail(input.email);
    const now = this.now();
    const product = await this.dataSource.getRepository(Product).findOne({
      select: ['id', 'name', 'slug', 'priceAmountCents', 'priceCurrency', 'priceSource', 'priceCheckedAt', 'archivedAt'],
      where: { slug: input.productSlug },
    });
    if (!product || product.archivedAt) {
      throw new ValidationError(PRICE_ALERT_MESSAGES_OUT.unknownProduct, { productSlug: PRICE_ALERT_MESSAGES_OUT.unknownProduct });
    }
    const belowCents = input.below != null ? (priceMarkCents(input.below) as number) : this.markUnderCurrent(product, now);
    const currency = product.priceCurrency ?? 'USD';
    await this.dataSource.transaction(async (manager) => {
      const alerts = manager.getRepository(PriceAlert);
      await manager
        .createQueryBuilder()
        .insert()
        .into(PriceAlert)
        .values({ email, productId: product.id, belowCents, currency, status: 'ended', firedCount: 0 })
        .orIgnore()
        .execute();
      const alert = await this.lockOne(manager, { email, productId: product.id });
      if (!alert) return;
      const open = await alerts.count({ where: { email, status: In(['pending', 'active']) } });
      const isOpen = alert.status !== 'ended';
      if (!isOpen && open >= MAX_OPEN_ALERTS) throw new ConflictError(PRICE_ALERT_MESSAGES_OUT.tooMany);
      const moved = alert.belowCents !== belowCents;
      Object.assign(alert, { belowCents, currency, endedAt: null, endReason: null });
      if (moved) alert.lastFiredAt = null;
      if (await this.isConfirmedAddress(manager, email)) {
        Object.assign(alert, {
          status: 'active',
          confirmedAt: alert.confirmedAt ?? now,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        });
        await alerts.save(alert);
        return;
      }
      const sentRecently =
        alert.status === 'pending' &&
        alert.confirmationSentAt !== null &&
        now.getTime() - alert.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS;
      alert.status = 'pending';
      if (sentRecently) {
        await alerts.save(alert);
        return;
      }
      const token = newToken();
      Object.assign(alert, {
        confirmTokenHash: sha256(token),
        confirmTokenExpiresAt: new Date(now.getTime() + ALERT_CONFIRMATION_LINK_DAYS * DAY_MS),
        confirmationSentAt: now,
      });
      await alerts.save(alert);
      const content = alertConfirmationEmail({
        siteUrl: this.options.siteUrl,
        preferencesUrl: await this.options.preferencesUrl(manager, email),
        confirmUrl: `${this.options.siteUrl}/price-alerts/confirm?token=${token}`,
        productName: product.name,
        belowCents,
        currency,
      });
      await this.queue(manager, alert, 'price-alert-confirmation', content);
    });
    return {
      success: true,
      belowCents,
      message: `Almost done: if this address has not confirmed an email from us before, confirm it from the email we just sent. Then we email you once when ${product.name} is at or under ${dollars(belowCents, currency)} at Amazon.`,
    };
  }

  /** Confirms the alert of a confirmation link (and every other pending alert of its address, whose mailbox it proves). */
  async confirm(token: string): Promise<AlertConfirmationOutcome> {
    if (!TOKEN_PATTERN.test(token)) return 'unknown';
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const alert = await this.lockOne(manager, { confirmTokenHash: sha256(token) });
      if (!alert || alert.status === 'ended') return 'unknown';
      if (alert.status === 'active') return 'already-confirmed';
      if (!alert.confirmTokenExpiresAt || alert.confirmTokenExpiresAt.getTime() <= now.getTime()) return 'expired';
      await manager
        .getRepository(PriceAlert)
        .update({ email: alert.email, status: 'pending' }, { status: 'active', confirmedAt: now, confirmTokenExpiresAt: null });
      return 'confirmed';
    });
  }

  /**
   * The retailer sync's listener: called with the prices it stores, inside the transaction that stores them, so an
   * alert is marked fired and its email queued in the same commit (or neither). An active alert whose mark the price
   * reaches, and that has not fired in the last {@link ALERT_REST_DAYS} days, fires once.
   */
  async onPricesStored(manager: EntityManager, prices: readonly StoredRetailerPrice[]): Promise<number> {
    if (prices.length === 0) return 0;
    const now = this.now();
    const restedBefore = new Date(now.getTime() - ALERT_REST_DAYS * DAY_MS);
    // The newest price of each product is what the reader is told.
    const latest = new Map<number, StoredRetailerPrice>();
    for (const price of prices) {
      const known = latest.get(price.productId);
      if (!known || known.observedAt.getTime() <= price.observedAt.getTime()) latest.set(price.productId, price);
    }
    const due = await manager
      .getRepository(PriceAlert)
      .createQueryBuilder('alert')
      .where('alert.productId IN (:...ids)', { ids: [...latest.keys()] })
      .andWhere(`alert.status = 'active'`)
      .andWhere(
        new Brackets((rest) => rest.where('alert.lastFiredAt IS NULL').orWhere('alert.lastFiredAt <= :restedBefore', { restedBefore })),
      )
      .orderBy('alert.id')
      .getMany();
    const products = new Map(
      (
        await manager
          .getRepository(Product)
          .find({ select: ['id', 'name', 'slug'], where: { id: In([...new Set(due.map((alert) => alert.productId))]) } })
      ).map((product) => [product.id, product]),
    );
    let fired = 0;
    for (const alert of due) {
      const price = latest.get(alert.productId);
      const product = products.get(alert.productId);
      if (!price || !product || price.currency !== alert.currency || price.amountCents > alert.belowCents) continue;
      // Conditional, so two writers never both fire it.
      const claimed = await manager
        .createQueryBuilder()
        .update(PriceAlert)
        .set({ lastFiredAt: now, firedCount: () => '"firedCount" + 1' })
        .where('id = :id', { id: alert.id })
        .andWhere(new Brackets((rest) => rest.where('"lastFiredAt" IS NULL').orWhere('"lastFiredAt" <= :restedBefore', { restedBefore })))
        .execute();
      if (!claimed.affected) continue;
      const content = priceDropEmail({
        siteUrl: this.options.siteUrl,
        preferencesUrl: await this.options.preferencesUrl(manager, alert.email),
        productName: product.name,
        reviewUrl: `${this.options.siteUrl}/collars/${product.slug}`,
        amountCents: price.amountCents,
        currency: price.currency,
        belowCents: alert.belowCents,
        seenAt: price.observedAt,
      });
      await this.queue(manager, alert, 'price-alert', content);
      fired += 1;
    }
    return fired;
  }

  /** {@inheritDoc AddressAlerts.listFor} */
  async listFor(email: string): Promise<AddressAlert[]> {
    const rows = await this.dataSource
      .getRepository(PriceAlert)
      .createQueryBuilder('alert')
      .innerJoin(Product, 'product', 'product.id = alert.productId')
      .select(['alert.id AS "id"', 'alert.belowCents AS "belowCents"', 'alert.currency AS "currency"', 'alert.status AS "status"'])
      .addSelect(['alert.lastFiredAt AS "lastFiredAt"', 'product.name AS "productName"', 'product.slug AS "productSlug"'])
      .where('alert.email = :email', { email: normaliseEmail(email) })
      .andWhere(`alert.status IN ('pending', 'active')`)
      .orderBy('product.name', 'ASC')
      .addOrderBy('alert.id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      id: Number(row['id']),
      productName: String(row['productName']),
      productSlug: String(row['productSlug']),
      belowCents: Number(row['belowCents']),
      currency: String(row['currency']),
      status: row['status'] as AddressAlert['status'],
      lastFiredAt: row['lastFiredAt'] ? new Date(row['lastFiredAt'] as string) : null,
    }));
  }

  /** {@inheritDoc AddressAlerts.end} */
  async end(email: string, alertId: number, reason: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(PriceAlert)
      .update(
        { id: alertId, email: normaliseEmail(email), status: In(['pending', 'active']) },
        { status: 'ended', endedAt: this.now(), endReason: reason.slice(0, 40), confirmTokenHash: null },
      );
    return Boolean(result.affected);
  }

  /** {@inheritDoc AddressAlerts.endAll} */
  async endAll(manager: EntityManager, email: string, reason: string): Promise<number> {
    const result = await manager
      .getRepository(PriceAlert)
      .update(
        { email: normaliseEmail(email), status: In(['pending', 'active']) },
        { status: 'ended', endedAt: this.now(), endReason: reason.slice(0, 40), confirmTokenHash: null },
      );
    return result.affected ?? 0;
  }

  /** The one-click stop of an alert email's List-Unsubscribe header: ends that alert. False for a token not its own. */
  async stop(alertId: number, token: string): Promise<boolean> {
    if (!Number.isSafeInteger(alertId) || alertId < 1 || !(await this.checkStopToken(alertId, token))) return false;
    const alert = await this.dataSource.getRepository(PriceAlert).findOneBy({ id: alertId });
    if (!alert) return false;
    if (alert.status !== 'ended') await this.end(alert.email, alert.id, 'stopped from an alert email');
    return true;
  }

  /**
   * The owner's figures per collar: open alerts (pending and active) and how many fired, for the collars that have
   * any. Administrator only (the callers check the session).
   */
  async countsPerProduct(): Promise<
    Array<{ productId: number; productName: string; productSlug: string; pending: number; active: number; fired: number }>
  > {
    const rows = await this.dataSource
      .getRepository(PriceAlert)
      .createQueryBuilder('alert')
      .innerJoin(Product, 'product', 'product.id = alert.productId')
      .select('alert.productId', 'productId')
      .addSelect('product.name', 'productName')
      .addSelect('product.slug', 'productSlug')
      .addSelect(`SUM(CASE WHEN alert.status = 'pending' THEN 1 ELSE 0 END)`, 'pending')
      .addSelect(`SUM(CASE WHEN alert.status = 'active' THEN 1 ELSE 0 END)`, 'active')
      .addSelect('SUM(alert.firedCount)', 'fired')
      .groupBy('alert.productId')
      .addGroupBy('product.name')
      .addGroupBy('product.slug')
      .having(`SUM(CASE WHEN alert.status <> 'ended' THEN 1 ELSE 0 END) > 0 OR SUM(alert.firedCount) > 0`)
      .orderBy('product.name', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      productId: Number(row['productId']),
      productName: String(row['productName']),
      productSlug: String(row['productSlug']),
      pending: Number(row['pending']),
      active: Number(row['active']),
      fired: Number(row['fired']),
    }));
  }

  private markUnderCurrent(product: Product, now: Date): number {
    const fresh =
      product.priceSource === 'retailer' &&
      product.priceAmountCents !== null &&
      product.priceCheckedAt !== null &&
      now.getTime() - product.priceCheckedAt.getTime() < this.options.priceMaxAgeHours * 60 * 60 * 1000;
    if (!fresh || (product.priceAmountCents as number) <= 1) {
      throw new ValidationError(PRICE_ALERT_MESSAGES_OUT.noPrice, { below: PRICE_ALERT_MESSAGES_OUT.noPrice });
    }
    return (product.priceAmountCents as number) - 1;
  }

  private async isConfirmedAddress(manager: EntityManager, email: string): Promise<boolean> {
    const subscribed = await manager.getRepository(EmailSubscriber).existsBy({ email, status: 'confirmed' });
    if (subscribed) return true;
    return manager
      .getRepository(PriceAlert)
      .createQueryBuilder('alert')
      .where('alert.email = :email', { email })
      .andWhere('alert.confirmedAt IS NOT NULL')
      .getExists();
  }

  private lockOne(manager: EntityManager, where: Partial<Pick<PriceAlert, 'email' | 'productId' | 'confirmTokenHash'>>) {
    const query = manager.getRepository(PriceAlert).createQueryBuilder('alert').where(where);
    if (manager.connection.driver.options.type === 'postgres') query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async queue(manager: EntityManager, alert: PriceAlert, kind: string, content: AlertEmailContent): Promise<void> {
    const stopUrl = `${this.options.siteUrl}/api/price-alerts/${alert.id}/stop?token=${await this.stopToken(manager, alert.id)}`;
    await this.outbox.enqueue(manager, {
      kind,
      to: alert.email,
      ...content,
      headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  private async stopToken(manager: EntityManager, alertId: number): Promise<string> {
    const secret = await this.stopKey(manager);
    return createHmac('sha256', secret).update(`price-alert:${alertId}`).digest('base64url');
  }

  private async checkStopToken(alertId: number, token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    const expected = Buffer.from(await this.stopToken(this.dataSource.manager, alertId));
    return timingSafeEqual(expected, Buffer.from(token));
  }

  /** The key of the stop links, made at random on first use and kept, so every server process signs alike. */
  private async stopKey(manager: EntityManager): Promise<string> {
    await manager.createQueryBuilder().insert().into(SigningKey).values({ name: STOP_KEY, secret: newToken() }).orIgnore().execute();
    return (await manager.getRepository(SigningKey).findOneByOrFail({ name: STOP_KEY })).secret;
  }
}
