export * from './retailer-sync.service';
export { REAL_CLOCK, type SyncClock } from './sync-clock';
