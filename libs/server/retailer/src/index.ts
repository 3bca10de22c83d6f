export * from './lib/retailer-client';
export * from './lib/retailer-sync-state.entity';
export * from './lib/price-observation.entity';
export * from './lib/retailer-sync.types';
export * from './lib/admin';
export * from './lib/history/price-history.types';
export * from './lib/history/price-history.service';
export * from './lib/history/price-history.resolver';
