export * from './lib/collar-filters';
