export * from './retailer-sync.service';
export { LINK_UNAVAILABLE_MESSAGE, STALE_PROBLEM_DAYS, FAILURES_BEFORE_REPORT } from './check-outcome';
export { LINK_HEALTH_DIGEST_KIND } from './link-health-digest';
export { REAL_CLOCK, type SyncClock } from './sync-clock';
