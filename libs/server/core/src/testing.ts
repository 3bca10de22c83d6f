// Test-only entry point (@bcg/server/core/testing): throwaway databases for integration tests. Kept out of
// @bcg/server/core so production code cannot reach it; eslint refuses a `testing` import outside tests.
export { createTestDataSource } from './lib/testing/test-data-source';
export { createTestDatabase, testDatabaseKind, type TestDatabase, type TestDatabaseTemplate } from './lib/testing/test-database';
