import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Product } from '@bcg/server/catalogue';
import {
  checkedInput,
  NO_RATE_LIMIT,
  SigningKey,
  tryAgainIn,
  ValidationError,
  type RateLimitGuard,
  type RecipientLimit,
} from '@bcg/server/core';
import type { AddressAlert, AddressAlerts } from '@bcg/server/leads';
import type { Outbox } from '@bcg/server/mail';
import { PriceObservation } from '@bcg/server/retailer';
import { parsePrice } from '@bcg/shared/product-filters';
import {
  formatPriceAmount,
  MAX_PRICE_ALERTS,
  normaliseEmail,
  PRICE_ALERT_MESSAGES,
  priceAlertSchema,
  priceMarkCents,
  type PriceAlertFields,
} from '@bcg/shared/validation';
import { Brackets, In, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import {
  ALERT_CONFIRMATION_LINK_DAYS,
  ALERT_REST_DAYS,
  alertConfirmationEmail,
  priceDropEmail,
  type AlertEmailContent,
} from './price-alert-emails';
import { PriceAlert } from './price-alert.entity';

/** At most this many confirmed alerts per address on listed collars (an archived collar's alerts pause and do not count). */
export const MAX_OPEN_ALERTS = MAX_PRICE_ALERTS;

const DAY_MS = 24 * 60 * 60 * 1000;
const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const STOP_KEY = 'price-alert-stop';
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const PRICE_ALERT_MESSAGES_OUT = {
  noPrice: PRICE_ALERT_MESSAGES.noPrice,
  notUnder: PRICE_ALERT_MESSAGES.notUnder,
  unknownProduct: 'There is no collar with this productSlug in the catalogue.',
} as const;

/** The 429 text of the price-alert limit per client (PRICE_ALERT_RATE_LIMIT). */
export const priceAlertRateLimitMessage = (seconds: number): string => `Too many price alerts from your connection. ${tryAgainIn(seconds)}`;

/**
 * What a confirmation link did. 'too-many': the address has {@link MAX_OPEN_ALERTS} confirmed alerts already, so
 * this one stays pending (its link works again once one is removed); only the owner of the mailbox learns it.
 */
export type AlertConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'too-many' | 'expired' | 'unknown';

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
  /**
   * Whether the collar's price is shown to readers now (ProductService.isPriceDisplayable: fresh, and the collar can
   * be bought): only a shown price is a "current price" a mark goes under.
   */
  isPriceShown: (product: Product) => boolean;
  /** The preferences page's link for an address (the signed link of the preferences page). */
  preferencesUrl: (manager: EntityManager, email: string) => Promise<string>;
  /**
   * The emails one address may receive from the public forms (RECIPIENT_EMAIL_RATE_LIMIT, shared with the fresh
   * preferences links), whoever asks; unset, no such limit (unit tests of the other rules).
   */
  recipientLimit?: RecipientLimit;
  now?: () => Date;
}

/** The answer to a new alert: the same whether the address was known, so it tells nobody. */
export interface PriceAlertCreated {
  success: true;
  message: string;
  belowCents: number;
}

/**
 * Price-drop alerts: a reader asks to hear once when a collar's Amazon price drops to a mark under its price now.
 * Every new alert and every new mark waits for the confirmation link emailed to its address, whoever asked (a
 * confirmed alert keeps its mark meanwhile); the retailer sync fires them on a drop, inside the transaction that
 * stores the prices ({@link onPricesStored}); a fired alert rests {@link ALERT_REST_DAYS} days. An archived collar's
 * alerts pause: they neither fire nor count toward {@link MAX_OPEN_ALERTS}.
 */
export class PriceAlertService implements AddressAlerts {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<Outbox, 'enqueue'>,
    private readonly options: PriceAlertServiceOptions,
    /** The price-alert limit per client (PRICE_ALERT_RATE_LIMIT), counted apart from sign-ups. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Asks for the alert of an address for a collar, or a new mark for it. Without `below` the mark is one cent under
   * the current Amazon price; a typed mark must be under it (a collar without a current price needs one). Nothing
   * takes effect before the address confirms from the email this sends (a confirmed alert keeps its mark meanwhile),
   * and the answer is the same whether the address is known, has alerts, or got its email: at most a few go to one
   * address (the recipient limit) and one per alert per 10 minutes. Throws ValidationError for bad input, a mark at
   * or over the price, a missing price or an unknown collar, TooManyRequestsError over the client's limit.
   */
  async create(request: PriceAlertFields, clientKey: string): Promise<PriceAlertCreated> {
    const input = checkedInput(priceAlertSchema, request);
    await this.rateLimit(clientKey);
    const email = normaliseEmail(input.email);
    const now = this.now();
    const product = await this.dataSource.getRepository(Product).findOne({
      select: ['id', 'name', 'slug', 'price', 'priceAmountCents', 'priceCurrency', 'priceCheckedAt', 'availabilityType', 'archivedAt'],
      where: { slug: input.productSlug },
    });
    if (!product || product.archivedAt) {
      throw new ValidationError(PRICE_ALERT_MESSAGES_OUT.unknownProduct, { productSlug: PRICE_ALERT_MESSAGES_OUT.unknownProduct });
    }
    const currency = product.priceCurrency ?? 'USD';
    const current = this.currentPriceCents(product);
    let belowCents: number;
    if (input.below != null) {
      belowCents = priceMarkCents(input.below) as number;
      if (current !== null && belowCents >= current) {
        const message = PRICE_ALERT_MESSAGES_OUT.notUnder(formatPriceAmount(current, currency));
        throw new ValidationError(message, { below: message });
      }
    } else {
      if (current === null || current <= 1) {
        throw new ValidationError(PRICE_ALERT_MESSAGES_OUT.noPrice, { below: PRICE_ALERT_MESSAGES_OUT.noPrice });
      }
      belowCents = current - 1;
    }
    await this.dataSource.transaction(async (manager) => {
      const existing = await this.lockOne(manager, { email, productId: product.id });
      if (existing && !this.asksConfirmation(existing, belowCents, now)) return;
      // The address has had its emails for now: nothing changes, and the answer says the same.
      if (this.options.recipientLimit && !(await this.options.recipientLimit.allow(email, manager))) return;
      if (!existing) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(PriceAlert)
          .values({ email, productId: product.id, belowCents, currency, status: 'ended', firedCount: 0 })
          .orIgnore()
          .execute();
      }
      const alert = existing ?? (await this.lockOne(manager, { email, productId: product.id }));
      if (!alert || !this.asksConfirmation(alert, belowCents, now)) return;
      const replacesCents = alert.status === 'active' ? alert.belowCents : null;
      if (alert.status === 'active') alert.pendingBelowCents = belowCents;
      else {
        Object.assign(alert, { status: 'pending', belowCents, currency, pendingBelowCents: null, confirmedAt: null, lastFiredAt: null });
        Object.assign(alert, { endedAt: null, endReason: null });
      }
      const token = newToken();
      Object.assign(alert, {
        confirmTokenHash: sha256(token),
        confirmTokenExpiresAt: new Date(now.getTime() + ALERT_CONFIRMATION_LINK_DAYS * DAY_MS),
        confirmationSentAt: now,
      });
      await manager.getRepository(PriceAlert).save(alert);
      const content = alertConfirmationEmail({
        siteUrl: this.options.siteUrl,
        preferencesUrl: await this.options.preferencesUrl(manager, email),
        confirmUrl: `${this.options.siteUrl}/price-alerts/confirm?token=${token}`,
        productName: product.name,
        belowCents,
        currency: alert.currency,
        replacesCents,
      });
      await this.queue(manager, alert, 'price-alert-confirmation', content);
    });
    const limit = this.options.recipientLimit;
    return {
      success: true,
      belowCents,
      message:
        `Almost done: confirm the alert from the email we send to this address. Then we email you once when ${product.name} drops to ` +
        `${formatPriceAmount(belowCents, currency)} or under at Amazon; nothing changes before. No new email is sent while the alert is set at ` +
        `this price already or one went out in the last 10 minutes` +
        (limit ? `, and one address gets at most ${limit.limit} such emails ${limit.per}.` : '.'),
    };
  }

  /**
   * Confirms what the email of a confirmation link asked: a new alert starts (unless the address has
   * {@link MAX_OPEN_ALERTS} confirmed alerts on listed collars already), or a confirmed alert takes its new mark.
   * Only that alert: a link proves the mailbox wanted this one, not the others anyone asked for it.
   */
  async confirm(token: string): Promise<AlertConfirmationOutcome> {
    if (!TOKEN_PATTERN.test(token)) return 'unknown';
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const alert = await this.lockOne(manager, { confirmTokenHash: sha256(token) });
      if (!alert || alert.status === 'ended') return 'unknown';
      if (alert.status === 'active' && alert.pendingBelowCents === null) return 'already-confirmed';
      if (!alert.confirmTokenExpiresAt || alert.confirmTokenExpiresAt.getTime() <= now.getTime()) return 'expired';
      const alerts = manager.getRepository(PriceAlert);
      if (alert.status === 'active') {
        await alerts.update(
          { id: alert.id },
          { belowCents: alert.pendingBelowCents as number, pendingBelowCents: null, lastFiredAt: null, confirmTokenExpiresAt: null },
        );
        return 'confirmed';
      }
      if ((await this.confirmedCount(manager, alert.email)) >= MAX_OPEN_ALERTS) return 'too-many';
      await alerts.update({ id: alert.id }, { status: 'active', confirmedAt: now, confirmTokenExpiresAt: null });
      return 'confirmed';
    });
  }

  /**
   * The retailer sync's listener: called with the prices it stores, inside the transaction that stores them, so an
   * alert is marked fired and its email queued in the same commit (or neither). An active alert of a listed collar
   * fires once when the price drops (under the product's previous observed price, in the same currency) to its mark
   * or under, unless it fired in the last {@link ALERT_REST_DAYS} days.
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
      .innerJoin(Product, 'product', 'product.id = alert.productId AND product.archivedAt IS NULL')
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
    const previous = await this.pricesBefore(
      manager,
      [...products.keys()].flatMap((id) => latest.get(id) ?? []),
    );
    let fired = 0;
    for (const alert of due) {
      const price = latest.get(alert.productId);
      const product = products.get(alert.productId);
      const before = previous.get(alert.productId);
      if (!price || !product || !before || price.currency !== alert.currency || price.amountCents > alert.belowCents) continue;
      if (before.currency !== price.currency || before.amountCents <= price.amountCents) continue;
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
        previousCents: before.amountCents,
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
      .addSelect('product.archivedAt', 'archivedAt')
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
      // An archived collar's alert is kept but neither fires nor counts until the collar is listed again.
      status: row['archivedAt'] ? 'paused' : (row['status'] as 'pending' | 'active'),
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

  /**
   * The collar's current Amazon price in cents, the one a mark goes under: the price readers are shown now (its amount
   * as the retailer sync stored it, or the price the owner typed), null while none is shown.
   */
  private currentPriceCents(product: Product): number | null {
    if (!this.options.isPriceShown(product)) return null;
    if (product.priceAmountCents !== null) return product.priceAmountCents;
    const typed = parsePrice(product.price);
    return typed === null ? null : Math.round(typed * 100);
  }

  /**
   * Whether asking for `belowCents` needs a (new) confirmation email: not when the alert is on at that mark, nor when
   * the latest email, still valid and under 10 minutes old, asked for that mark.
   */
  private asksConfirmation(alert: PriceAlert, belowCents: number, now: Date): boolean {
    const waiting =
      alert.confirmTokenHash !== null &&
      alert.confirmationSentAt !== null &&
      now.getTime() - alert.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS &&
      alert.confirmTokenExpiresAt !== null &&
      alert.confirmTokenExpiresAt.getTime() > now.getTime();
    if (alert.status === 'active') return alert.belowCents !== belowCents && !(waiting && alert.pendingBelowCents === belowCents);
    if (alert.status === 'pending') return !(waiting && alert.belowCents === belowCents);
    return true;
  }

  /** The address's confirmed alerts on listed collars (an archived collar's alerts do not count). */
  private confirmedCount(manager: EntityManager, email: string): Promise<number> {
    return manager
      .getRepository(PriceAlert)
      .createQueryBuilder('alert')
      .innerJoin(Product, 'product', 'product.id = alert.productId AND product.archivedAt IS NULL')
      .where({ email, status: 'active' })
      .getCount();
  }

  /**
   * Each product's observed price before the one just stored (which the sync wrote in this transaction, so it is the
   * newest up to its time): what a drop is measured from.
   */
  private async pricesBefore(
    manager: EntityManager,
    prices: readonly StoredRetailerPrice[],
  ): Promise<Map<number, { amountCents: number; currency: string }>> {
    const before = new Map<number, { amountCents: number; currency: string }>();
    for (const price of prices) {
      const [row] = await manager.getRepository(PriceObservation).find({
        select: ['amountCents', 'currency'],
        where: { productId: price.productId, observedAt: LessThanOrEqual(price.observedAt) },
        order: { observedAt: 'DESC', id: 'DESC' },
        skip: 1,
        take: 1,
      });
      if (row) before.set(price.productId, { amountCents: Number(row.amountCents), currency: row.currency });
    }
    return before;
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
