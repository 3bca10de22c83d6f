export * from './retailer-sync.service';
export { REAL_CLOCK, type SyncClock } from './sync-clock';
export type { PricesStoredListener, StoredPrice } from './sync-store';
