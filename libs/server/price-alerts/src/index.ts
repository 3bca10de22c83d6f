export * from './lib/price-alert.entity';
export * from './lib/price-alert.service';
export * from './lib/price-alert-emails';
export * from './lib/price-alert.resolver';
