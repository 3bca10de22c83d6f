export * from './lib/star-rating';
export * from './lib/editorial-score';
export * from './lib/product-card';
export * from './lib/retailer-button';
export * from './lib/compare-table';
export * from './lib/filter-buttons';
export * from './lib/price-tag';
export * from './lib/retailer-disclosure';
