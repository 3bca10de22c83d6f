export * from './lib/email';
export * from './lib/product-submission';
export * from './lib/slug';
export * from './lib/signup-consent';
