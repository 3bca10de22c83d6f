export * from './lib/email';
export * from './lib/product-submission';
export * from './lib/slug';
export * from './lib/contact-message';
export * from './lib/signup-consent';
export * from './lib/product-draft';
export * from './lib/faq';
export * from './lib/csv-options';
