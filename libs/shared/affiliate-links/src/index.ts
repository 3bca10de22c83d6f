export * from './lib/retailer-url';
export * from './lib/tag-text';
export * from './lib/tag-html';
