export * from './lib/catalogue-document';
export * from './lib/catalogue-transfer.service';
export * from './lib/products-csv';
export * from './lib/catalogue-transfer.resolver';
