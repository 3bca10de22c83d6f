export * from './lib/sizing-guide-signup';
