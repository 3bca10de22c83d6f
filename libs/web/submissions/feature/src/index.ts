export * from './lib/product-submission-form';
