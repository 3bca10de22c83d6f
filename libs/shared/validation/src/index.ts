export * from './lib/email';
export * from './lib/product-submission';
export * from './lib/slug';
export * from './lib/contact-message';
export * from './lib/signup-consent';
export * from './lib/product-schema';
export * from './lib/schema-kit';
export * from './lib/faq';
