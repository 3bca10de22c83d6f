import type { Product } from '@bcg/server/catalogue';
import { formatPriceAmount, minorUnitsPerUnit, PRICE_MAX_CENTS } from '@bcg/shared/validation';
import type { RetailerItem, RetailerItemError, RetailerOffer } from '../retailer-client';
import type { LinkProblem, RetailerSyncState } from '../retailer-sync-state.entity';

/**
 * What readers are told of a collar whose link stayed broken for {@link STALE_PROBLEM_DAYS} days: the words the pages
 * show for availability UNAVAILABLE (the web's price tag). No message is stored with it: the pages quote a stored
 * message as Amazon's, and this decision is ours.
 */
export const LINK_UNAVAILABLE_MESSAGE = 'Unavailable at Amazon';

/** A problem left unfixed this long marks the product unavailable (it stays listed). */
export const STALE_PROBLEM_DAYS = 7;

/** RETAILER_PRICE_CEILING's default: no collar costs more than 1000 units of the marketplace's currency. */
export const DEFAULT_PRICE_CEILING = 1000;

/** Consecutive failed checks before a product enters the link-health report as 'failed'. */
const FAILURES_BEFORE_REPORT = 3;

/** A confirmed, unchanged price or availability is stamped again only when its stamp is older than this (half of 24 h). */
const RESTAMP_AFTER_MS = 12 * 60 * 60 * 1000;

/** The retailer's availability kinds under which a collar cannot be bought now. */
const NOT_SELLING = new Set(['OUT_OF_STOCK', 'UNAVAILABLE']);

/** Problems that, unfixed for 7 days, mean readers should not be sent to the retailer: a changed title does not. */
const STALE_PROBLEMS = new Set<LinkProblem>(['failed', 'unknown-asin', 'out-of-stock']);

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 2 * 60 * 1000;

/** The product columns a check reads and may write: what the public pages show of the retailer. */
export const DISPLAYED_FIELDS = [
  'price',
  'priceCheckedAt',
  'priceAmountCents',
  'priceCurrency',
  'priceSource',
  'availabilityType',
  'availabilityMessage',
  'availabilityCheckedAt',
  'retailerTitle',
  'retailerImageUrl',
] as const;

export type Displayed = Pick<Product, (typeof DISPLAYED_FIELDS)[number]>;
export type CheckedProduct = Displayed & Pick<Product, 'id' | 'amazonAsin'>;
export type StateValues = Omit<RetailerSyncState, 'productId'>;

/** What the retailer said of one product: an item, an error naming its ASIN, or nothing usable. */
export type CheckResult =
  | { kind: 'item'; item: RetailerItem }
  | { kind: 'unknown'; error: RetailerItemError }
  | { kind: 'failed'; code: string | null; message: string };

export interface CheckInput {
  product: CheckedProduct;
  state: StateValues;
  /** The product's latest price observation (or the one waiting to be written). */
  lastObservation: { amountCents: number; currency: string } | null;
  result: CheckResult;
  /** The marketplace's currency: an offer in another is refused. */
  currency: string;
  /** RETAILER_PRICE_CEILING: the highest price believed, in whole units of `currency`; a higher one is refused. */
  priceCeiling: number;
  now: Date;
  intervalMs: number;
  /** The owner asked for this check ("Refresh now"): a title change they have now seen leaves the report. */
  byOwner: boolean;
}

export interface CheckOutcome {
  /** Only the displayed fields that change; empty when readers would see nothing new. */
  product: Partial<Displayed>;
  observation: { amountCents: number; currency: string } | null;
  state: StateValues;
  /** The retailer's offer when this check did not believe it (refused, or its display text disagreed): for the log. */
  doubtedOffer: RetailerOffer | null;
}

interface Found {
  kind: LinkProblem;
  code: string | null;
  message: string;
}

/** The wait before the next try after `failures` failed checks in a row: 2, 4, 8... minutes, at most the interval. */
export function retryDelayMs(failures: number, intervalMs: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), intervalMs);
}

/**
 * The amount a retailer's display text states, in the smallest unit of `currency`, or null when it states none:
 * "$54.99" and "54,99 €" -> 5499, "$5,000" -> 500000, "¥1,234" -> 1234 (yen have no smaller unit). The first number
 * in the text counts: thousands grouped by ",", ".", "'" or a space, then a decimal mark and one or two digits; a "."
 * or "," followed by three digits groups thousands.
 */
export function amountStatedIn(text: string, currency: string): number | null {
  const number = /\d{1,3}(?:[,.'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?/.exec(text.slice(0, 200))?.[0];
  if (!number) return null;
  const unit = minorUnitsPerUnit(currency);
  const mark = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
  const fraction = mark < 0 ? '' : number.slice(mark + 1);
  const decimal = mark >= 0 && (fraction.length !== 3 || unit === 1000);
  const whole = (decimal ? number.slice(0, mark) : number).replace(/\D/g, '');
  const value = Number(`${whole}.${decimal ? fraction : '0'}`);
  return Number.isFinite(value) ? Math.round(value * unit) : null;
}

/**
 * Whether an offer's amount can be shown: a whole, positive number of the smallest unit, at most the ceiling (and the
 * largest price a product may carry); the words of the owner's report when not.
 */
function refusalOf(offer: RetailerOffer, priceCeiling: number): Found | null {
  const { amountCents, currency } = offer;
  const ceiling = Math.min(priceCeiling * minorUnitsPerUnit(currency), PRICE_MAX_CENTS);
  const quoted = Number.isSafeInteger(amountCents)
    ? formatPriceAmount(amountCents, currency)
    : `${String(amountCents).slice(0, 30)} ${currency}`;
  if (amountCents > ceiling) {
    return {
      kind: 'price-doubtful',
      code: 'PriceOverCeiling',
      message: `Amazon quoted ${quoted} for this collar, over the ceiling of ${formatPriceAmount(ceiling, currency)} (RETAILER_PRICE_CEILING); its price was not stored`,
    };
  }
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return {
      kind: 'price-doubtful',
      code: 'PriceNotAnAmount',
      message: `Amazon quoted ${quoted} for this collar, not an amount a price can be; its price was not stored`,
    };
  }
  return null;
}

const olderThan = (stamp: Date | null, now: Date, ms: number) => stamp === null || now.getTime() - stamp.getTime() >= ms;

/**
 * The rules of one check: what the product shows afterwards, whether a price observation is added and the sync's
 * record of the product. Pure, so each rule is tested without a database; nothing displayed is touched by a failure
 * (a fresh price stays), except the 7-day rule.
 */
export function checkOutcome(input: CheckInput): CheckOutcome {
  const { product, state, result, now } = input;
  const target: Displayed = pick(product);
  let observation: CheckOutcome['observation'] = null;
  let doubtedOffer: RetailerOffer | null = null;
  let found: Found | null = null;
  let next: Partial<StateValues>;

  if (result.kind === 'failed') {
    const failures = state.failures + 1;
    next = { failures, nextSyncAt: new Date(now.getTime() + retryDelayMs(failures, input.intervalMs)) };
    found =
      failures >= FAILURES_BEFORE_REPORT
        ? { kind: 'failed', code: result.code, message: result.message }
        : state.problem
          ? { kind: state.problem, code: state.problemCode, message: state.problemMessage ?? '' }
          : null;
  } else if (result.kind === 'unknown') {
    next = { failures: 0, nextSyncAt: new Date(now.getTime() + input.intervalMs) };
    found = { kind: 'unknown-asin', code: result.error.code, message: result.error.message || 'Amazon does not know this ASIN' };
  } else {
    next = { failures: 0, lastSuccessAt: now, nextSyncAt: new Date(now.getTime() + input.intervalMs) };
    const item = result.item;
    const selling = !item.availability || !NOT_SELLING.has(item.availability.type);
    if (item.availability) {
      target.availabilityType = item.availability.type;
      target.availabilityMessage = item.availability.message?.slice(0, 300) ?? null;
    }
    let priceConfirmed = false;
    if (item.offer && selling) {
      const { amountCents, currency, displayAmount } = item.offer;
      // The amount is the price; the retailer's display text is never shown, only compared with it.
      const refused = currency === input.currency ? refusalOf(item.offer, input.priceCeiling) : null;
      if (currency !== input.currency) {
        found = {
          kind: 'failed',
          code: 'CurrencyMismatch',
          message: `Amazon quoted this collar in ${currency}, not ${input.currency}; its price was not stored`,
        };
      } else if (refused) {
        found = refused;
        doubtedOffer = item.offer;
      } else {
        const price = formatPriceAmount(amountCents, currency);
        Object.assign(target, { price, priceAmountCents: amountCents, priceCurrency: currency, priceSource: 'retailer' });
        priceConfirmed = true;
        const last = input.lastObservation;
        if (!last || last.amountCents !== amountCents || last.currency !== currency) observation = { amountCents, currency };
        const stated = amountStatedIn(displayAmount, currency);
        if (stated !== null && stated !== amountCents) {
          found = {
            kind: 'price-doubtful',
            code: 'DisplayTextMismatch',
            message: `Amazon's price text "${displayAmount.slice(0, 40)}" disagrees with its amount, ${price}: ${price} is stored and shown, the text ignored`,
          };
          doubtedOffer = item.offer;
        }
      }
    }
    if (item.title) target.retailerTitle = item.title.slice(0, 500);
    if (item.image && item.image.url.length <= 1000) target.retailerImageUrl = item.image.url;
    const retitled = product.retailerTitle !== null && item.title !== null && item.title.slice(0, 500) !== product.retailerTitle;
    const stillRetitled = state.problem === 'title-changed' && !input.byOwner;
    if (!found && !selling) {
      found = {
        kind: 'out-of-stock',
        code: item.availability?.type ?? null,
        message: item.availability?.message || 'Out of stock at Amazon',
      };
    } else if (!found && (retitled || stillRetitled)) {
      found = retitled
        ? { kind: 'title-changed', code: null, message: `Amazon now calls it "${target.retailerTitle}" (was "${product.retailerTitle}")` }
        : { kind: 'title-changed', code: state.problemCode, message: state.problemMessage ?? '' };
    } else if (!found && item.dropped?.length) {
      // An address the client would not keep (not https on the retailer's hosts): the rest of the item is stored.
      found = { kind: 'refused-url', code: 'RefusedAddress', message: item.dropped.join(' ') };
    }
    const priceChanged = (['price', 'priceAmountCents', 'priceCurrency', 'priceSource'] as const).some(
      (key) => target[key] !== product[key],
    );
    if (priceChanged || (priceConfirmed && olderThan(product.priceCheckedAt, now, RESTAMP_AFTER_MS))) target.priceCheckedAt = now;
  }

  const problem = problemState(state, found, now);
  if (
    problem.problem &&
    STALE_PROBLEMS.has(problem.problem) &&
    problem.problemSince &&
    olderThan(problem.problemSince, now, STALE_PROBLEM_DAYS * DAY_MS)
  ) {
    target.availabilityType = 'UNAVAILABLE';
    target.availabilityMessage = null;
  }
  const availabilityChanged =
    target.availabilityType !== product.availabilityType || target.availabilityMessage !== product.availabilityMessage;
  const availabilityConfirmed = result.kind === 'item' && result.item.availability !== null;
  if (availabilityChanged || (availabilityConfirmed && olderThan(product.availabilityCheckedAt, now, RESTAMP_AFTER_MS))) {
    target.availabilityCheckedAt = now;
  }

  return {
    product: changedFields(product, target),
    observation,
    state: { ...state, ...next, lastAttemptAt: now, ...problem },
    doubtedOffer,
  };
}

/** The problem columns after a check: the same problem keeps its start and report; a new one starts afresh. */
function problemState(
  state: StateValues,
  found: Found | null,
  now: Date,
): Pick<StateValues, 'problem' | 'problemSince' | 'problemCode' | 'problemMessage' | 'problemReportedAt'> {
  if (!found) return { problem: null, problemSince: null, problemCode: null, problemMessage: null, problemReportedAt: null };
  const same = state.problem === found.kind;
  return {
    problem: found.kind,
    problemSince: same ? (state.problemSince ?? now) : now,
    problemCode: found.code?.slice(0, 60) ?? null,
    problemMessage: found.message.slice(0, 500),
    problemReportedAt: same ? state.problemReportedAt : null,
  };
}

function pick(product: Displayed): Displayed {
  const copy = {} as Record<string, unknown>;
  for (const key of DISPLAYED_FIELDS) copy[key] = product[key];
  return copy as unknown as Displayed;
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

function changedFields(before: Displayed, after: Displayed): Partial<Displayed> {
  const changes: Record<string, unknown> = {};
  for (const key of DISPLAYED_FIELDS) if (!sameValue(before[key], after[key])) changes[key] = after[key];
  return changes as Partial<Displayed>;
}
