export * from './lib/price-alert.entity';
