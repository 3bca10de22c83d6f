export * from './lib/retailer-client';
export * from './lib/retailer-sync-state.entity';
export * from './lib/price-observation.entity';
export * from './lib/retailer-sync.types';
