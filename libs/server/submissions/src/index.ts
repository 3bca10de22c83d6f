export * from './lib/product-submission.entity';
export * from './lib/submission.service';
export * from './lib/submission.resolver';
export * from './lib/submission.input';
