export * from './lib/config';
export * from './lib/errors';
export * from './lib/data-source';
export * from './lib/service-container';
export * from './lib/words';
export { MIGRATIONS } from './lib/migrations';
export { createTestDataSource } from './lib/testing/test-data-source';
export * from './lib/request-context';
