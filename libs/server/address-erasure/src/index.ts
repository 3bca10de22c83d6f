export * from './lib/address-erasure.service';
export * from './lib/address-erasure.resolver';
