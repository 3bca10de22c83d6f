export * from './lib/content-test-page';
