export * from './lib/email';
