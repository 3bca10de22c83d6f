export * from './lib/product.entity';
export * from './lib/product.service';
export * from './lib/product.resolver';
export * from './lib/products.args';
export * from './lib/product.rest';
export * from './lib/catalog.errors';
