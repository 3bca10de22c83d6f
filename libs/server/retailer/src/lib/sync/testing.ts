// Test doubles of the sync's outside world: a clock that jumps instead of waiting and a retailer held in memory.
import { Product } from '@bcg/server/catalogue';
import { JobLease } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { OutboxEmail } from '@bcg/server/mail';
import { Revision } from '@bcg/server/revisions';
import { PriceObservation } from '../price-observation.entity';
import { RetailerApiError, type RetailerClient, type RetailerItem, type RetailerItemsResult } from '../retailer-client';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import type { SyncClock } from './sync-clock';

/** A test database with the tables the sync reads and writes. */
export function openSyncDatabase() {
  return createTestDataSource([Product, RetailerSyncState, PriceObservation, JobLease, OutboxEmail, Revision]);
}

/** A public collar whose ASIN is B0SYNC00nn. */
export function collar(n: number, overrides: Partial<Product> = {}): Partial<Product> {
  return {
    rank: n,
    name: `Collar ${n}`,
    slug: `collar-${n}`,
    description: 'A sturdy nylon collar.',
    price: '$30.00',
    priceCheckedAt: null,
    rating: '4.5',
    reviewCount: 100,
    imageUrl: '/images/collars/default.svg',
    amazonAsin: asinOf(n),
    features: ['Steel buckle'],
    bulldogFitNotes: ['Fits thick necks'],
    material: 'Nylon',
    width: '1.5"',
    bestFor: 'Daily wear',
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

export const asinOf = (n: number) => `B0SYNC${String(n).padStart(4, '0')}`;

/** A clock whose sleeps move it forward at once, so pacing and back-off cost no real time. */
export class ManualClock implements SyncClock {
  readonly slept: number[] = [];
  private time: number;

  constructor(start = Date.parse('2026-11-26T12:00:00Z')) {
    this.time = start;
  }

  now(): Date {
    return new Date(this.time);
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.slept.push(ms);
    this.time += ms;
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

/** An in-stock item with a buy-box offer in dollars. */
export function retailerItem(asin: string, cents: number, extra: Partial<RetailerItem> = {}): RetailerItem {
  return {
    asin,
    detailPageUrl: `https://www.amazon.com/dp/${asin}`,
    title: `Retailer title of ${asin}`,
    image: { url: `https://m.media-amazon.com/images/I/${asin}.jpg`, width: 500, height: 500 },
    offer: { amountCents: cents, currency: 'USD', displayAmount: `$${(cents / 100).toFixed(2)}` },
    availability: { type: 'IN_STOCK', message: 'In Stock' },
    ...extra,
  };
}

/**
 * A retailer in memory: `items` by ASIN (missing ones answer as unknown), and `fail` to make the next requests fail
 * as a whole. Records every request's ASINs.
 */
export class MemoryRetailerClient implements RetailerClient {
  readonly maxItemsPerRequest = 10;
  readonly currency = 'USD';
  readonly requests: string[][] = [];
  readonly items = new Map<string, RetailerItem>();
  /** Errors thrown by the next requests, first first. */
  readonly failures: RetailerApiError[] = [];
  /** Called before answering (a test can stop a server mid-cycle here). */
  onRequest: ((asins: readonly string[], signal?: AbortSignal) => Promise<void> | void) | undefined;

  set(...items: RetailerItem[]): this {
    for (const item of items) this.items.set(item.asin, item);
    return this;
  }

  failNext(...errors: RetailerApiError[]): this {
    this.failures.push(...errors);
    return this;
  }

  async getItems(asins: readonly string[], signal?: AbortSignal): Promise<RetailerItemsResult> {
    this.requests.push([...asins]);
    await this.onRequest?.(asins, signal);
    const failure = this.failures.shift();
    if (failure) throw failure;
    const known = asins.filter((asin) => this.items.has(asin));
    return {
      // In reverse, as the retailer may answer in any order.
      items: known.map((asin) => this.items.get(asin) as RetailerItem).reverse(),
      errors: asins
        .filter((asin) => !this.items.has(asin))
        .map((asin) => ({
          asin,
          code: 'InvalidParameterValue',
          message: `The ItemId ${asin} is not accessible through the Creators API.`,
        })),
    };
  }
}
