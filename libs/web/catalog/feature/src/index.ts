export * from './lib/top-picks';
export * from './lib/collars-page';
export * from './lib/compare-page';
