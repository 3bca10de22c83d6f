export * from './lib/product-submission.entity';
