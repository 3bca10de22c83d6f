export * from './lib/top-picks';
export * from './lib/collars-page';
export * from './lib/compare-page';
export * from './lib/home-comparison';
export * from './lib/mobile-buy-bar';
export * from './lib/collar-review-page';
export * from './lib/fit-finder-page';
